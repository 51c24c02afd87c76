import type { CSSProperties } from 'react';

/*
 * Mantine's style props (m, p, w, c, fz…) as inline styles. The values resolve to the same CSS
 * variables Mantine's own stylesheet defines (kit.css keeps its names), so `c="dimmed"` and
 * `mt="md"` draw exactly as before. A responsive value ({ base, sm }) becomes two custom
 * properties and a class whose media query picks one (only `base` and `sm` are used).
 */

type Scalar = string | number;
export type StyleValue = Scalar | { base?: Scalar; sm?: Scalar } | undefined;

const KEYS = new Set(['xs', 'sm', 'md', 'lg', 'xl']);
const PALETTE = new Set(['dark', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange', 'signet']);

/** px to rem, as Mantine's rem() does (16 px a rem). */
export const rem = (value: Scalar): string => (typeof value === 'number' ? (value === 0 ? '0' : `${value / 16}rem`) : value);

export const spacing = (value: Scalar): string => (typeof value === 'string' && KEYS.has(value) ? `var(--mantine-spacing-${value})` : rem(value));
export const fontSize = (value: Scalar): string =>
  typeof value === 'string' && KEYS.has(value) ? `var(--mantine-font-size-${value})` : /^h[1-6]$/.test(String(value)) ? `var(--mantine-${value}-font-size)` : rem(value);
export const radius = (value: Scalar): string => (typeof value === 'string' && KEYS.has(value) ? `var(--mantine-radius-${value})` : rem(value));
const lineHeight = (value: Scalar): string => (typeof value === 'string' && KEYS.has(value) ? `var(--mantine-line-height-${value})` : String(value));

/** A theme colour ('red', 'red.7', 'dimmed') as the variable Mantine gives it; anything else as written. */
export function color(value: string, plain: 'text' | 'filled' = 'filled'): string {
  if (value === 'dimmed' || value === 'white' || value === 'black' || value === 'bright') return `var(--mantine-color-${value})`;
  const [name, shade] = value.split('.');
  if (name && PALETTE.has(name)) return shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-${plain})`;
  return value;
}

type Resolver = (value: Scalar) => string;
const raw: Resolver = (value) => String(value);
const fontFamily: Resolver = (value) => (value === 'monospace' ? 'var(--mantine-font-family-monospace)' : value === 'heading' ? 'var(--mantine-font-family-headings)' : raw(value));

const RULES: Record<string, [keyof CSSProperties, Resolver]> = {
  m: ['margin', spacing],
  mt: ['marginTop', spacing],
  mb: ['marginBottom', spacing],
  ml: ['marginLeft', spacing],
  mr: ['marginRight', spacing],
  ms: ['marginInlineStart', spacing],
  me: ['marginInlineEnd', spacing],
  mx: ['marginInline', spacing],
  my: ['marginBlock', spacing],
  p: ['padding', spacing],
  pt: ['paddingTop', spacing],
  pb: ['paddingBottom', spacing],
  pl: ['paddingLeft', spacing],
  pr: ['paddingRight', spacing],
  ps: ['paddingInlineStart', spacing],
  pe: ['paddingInlineEnd', spacing],
  px: ['paddingInline', spacing],
  py: ['paddingBlock', spacing],
  w: ['width', rem],
  h: ['height', rem],
  miw: ['minWidth', rem],
  mih: ['minHeight', rem],
  maw: ['maxWidth', rem],
  mah: ['maxHeight', rem],
  c: ['color', (value) => color(String(value), 'text')],
  bg: ['background', (value) => color(String(value))],
  fw: ['fontWeight', raw],
  fz: ['fontSize', fontSize],
  lh: ['lineHeight', lineHeight],
  ff: ['fontFamily', fontFamily],
  ta: ['textAlign', raw],
  td: ['textDecoration', raw],
  tt: ['textTransform', raw],
  fs: ['fontStyle', raw],
  lts: ['letterSpacing', rem],
  opacity: ['opacity', raw],
  display: ['display', raw],
  pos: ['position', raw],
  top: ['top', rem],
  left: ['left', rem],
  right: ['right', rem],
  bottom: ['bottom', rem],
  inset: ['inset', rem],
  flex: ['flex', raw],
};

/** The props whose responsive form kit.css has a class for. */
const RESPONSIVE = new Set(['p', 'px', 'py', 'pt', 'pb', 'fz']);

export const isStyleProp = (name: string): boolean => name in RULES;

export interface ResolvedStyle {
  style: Record<string, string>;
  classes: string[];
}

/** Turns the style props among `props` into inline styles (and classes for responsive values). */
export function resolveStyleProps(props: Record<string, unknown>, warn: (prop: string) => void): ResolvedStyle {
  const style: Record<string, string> = {};
  const classes: string[] = [];
  for (const name in props) {
    const rule = RULES[name];
    const value = props[name] as StyleValue;
    if (!rule || value === undefined || value === null) continue;
    const [property, resolve] = rule;
    if (typeof value !== 'object') {
      style[property] = resolve(value);
      continue;
    }
    if (!RESPONSIVE.has(name) || Object.keys(value).some((key) => key !== 'base' && key !== 'sm')) warn(`${name} (responsive)`);
    if (value.base !== undefined) style[`--kr-${name}`] = resolve(value.base);
    if (value.sm !== undefined) style[`--kr-${name}-sm`] = resolve(value.sm);
    classes.push(`kr-${name}`);
  }
  return { style, classes };
}
