import { createContext, useContext, useEffect, type ReactElement, type ReactNode } from 'react';

/*
 * What the signer's entry needs of MantineProvider: the theme's per-component default props (the
 * dialogs' localized close button) and the light colour scheme mark on <html>. The theme's
 * colours and sizes themselves live in kit.css as CSS variables.
 */

export interface KitTheme {
  components?: Record<string, { defaultProps?: Record<string, unknown> } | undefined>;
  [key: string]: unknown;
}

export const ThemeContext = createContext<KitTheme>({});

export const createTheme = <T extends KitTheme>(theme: T): T => theme;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const key in over) {
    const value = over[key];
    const before = out[key];
    out[key] = isObject(before) && isObject(value) ? merge(before, value) : value;
  }
  return out;
}

export const mergeThemeOverrides = (...themes: KitTheme[]): KitTheme => themes.reduce<KitTheme>((all, theme) => merge(all, theme), {});

export function MantineProvider({ theme = {}, children }: { theme?: KitTheme; children?: ReactNode; [prop: string]: unknown }): ReactElement {
  useEffect(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'), []);
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}

export const useMantineTheme = (): KitTheme => useContext(ThemeContext);
