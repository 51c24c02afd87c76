import { Children, cloneElement, Fragment, isValidElement, useSyncExternalStore } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from './i18n';
import type { TranslateOptions } from './translate';

/**
 * The names of react-i18next the signer's pages use (useTranslation, Trans), over the signer's
 * own i18n (./i18n.ts). The signer's build resolves `react-i18next` here.
 */

function subscribe(listener: () => void) {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

const t = (key: string, options?: TranslateOptions) => i18n.t(key, options);

/** `t` and the instance; a component re-renders when the language changes. */
export function useTranslation() {
  const language = useSyncExternalStore(subscribe, () => i18n.language, () => i18n.language);
  // A new `t` per language, so memos that list it recompute, as with react-i18next.
  return { t: withLanguage(language), i18n, ready: true } as const;
}

const translators = new Map<string, typeof t>();
function withLanguage(language: string): typeof t {
  let translator = translators.get(language);
  if (!translator) translators.set(language, (translator = (key, options) => t(key, options)));
  return translator;
}

/**
 * A message with tags (`Read <1>the disclosure</1>`): each `<n>…</n>` becomes
 * `components[n]` holding that text; `<n/>` the component alone.
 */
export function Trans({ i18nKey, values, components = {} }: { i18nKey: string; values?: Record<string, unknown>; components?: Record<string, ReactElement> | ReactElement[] }) {
  useTranslation();
  const text = i18n.t(i18nKey, values);
  return <>{renderTags(text, components as Record<string, ReactElement>)}</>;
}

function renderTags(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  const pattern = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;
  let last = 0;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    if (found.index > last) nodes.push(text.slice(last, found.index));
    const name = found[1] ?? found[2] ?? '';
    const component = components[name];
    const inner = found[3];
    if (component && isValidElement(component)) {
      const children = inner === undefined ? (component.props as { children?: ReactNode }).children : renderTags(inner, components);
      nodes.push(cloneElement(component, { key: nodes.length }, ...Children.toArray(children)));
    } else {
      nodes.push(<Fragment key={nodes.length}>{inner ?? ''}</Fragment>);
    }
    last = pattern.lastIndex;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** The provider and plugin are the sender's app's; here there is nothing to provide. */
export function I18nextProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export const initReactI18next = { type: '3rdParty' as const, init() {} };
