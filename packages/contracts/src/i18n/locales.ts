import { enUS } from './en-US.js';
import { zhCN } from './zh-CN.js';
import type { MessageCatalogue, MessageKey } from './en-US.js';

export const LOCALES = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** The shared catalogues, one per locale, as i18next resources under the `common` namespace. */
export const sharedMessages: Record<Locale, MessageCatalogue> = { 'en-US': enUS, 'zh-CN': zhCN };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the supported locale for an `Accept-Language` header or a stored setting:
 * any `zh` tag means zh-CN, anything else falls back to en-US.
 */
export function pickLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en') || tag === '*') return 'en-US';
  }
  return DEFAULT_LOCALE;
}

/** Whether a string names a message of the shared catalogue (a problem's key sent as data, say). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(enUS, value);
}
