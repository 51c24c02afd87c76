/**
 * Looking up and filling a message the way i18next does for the signer's words: nested keys
 * ("signing.start.title"), `{{name}}` values, plurals by `count` (`key_one`, `key_other`, by the
 * language's plural rules), `ns: 'common'` for the contracts' catalogue, `defaultValue`.
 */
export type Messages = { [key: string]: string | Messages };

export interface TranslateOptions {
  ns?: string;
  count?: number;
  defaultValue?: string;
  [value: string]: unknown;
}

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** `{{name}}` (and i18next's `{{- name}}`) replaced by the option of that name. */
export function fill(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{\{-?\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : whole;
  });
}

/** The message for `key`: the key's namespace prefix ("common:x") or `options.ns` picks the catalogue. */
export function translate(catalogues: Record<string, Messages | undefined>, language: string, key: string, options: TranslateOptions = {}): string {
  const colon = key.indexOf(':');
  const ns = colon > 0 ? key.slice(0, colon) : (options.ns ?? 'web');
  const bare = colon > 0 ? key.slice(colon + 1) : key;
  const messages = catalogues[ns];
  let found: string | undefined;
  if (typeof options.count === 'number') found = lookup(messages, `${bare}_${pluralOf(language, options.count)}`) ?? lookup(messages, `${bare}_other`);
  found ??= lookup(messages, bare) ?? options.defaultValue;
  return found === undefined ? bare : fill(found, options);
}

/** Deep merge of `extra` into `base` (addResourceBundle's `deep`), later words winning. */
export function mergeMessages(base: Messages, extra: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : value;
  }
  return merged;
}
