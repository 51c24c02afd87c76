import type { enUS } from '@signet/contracts';
import type { webEnUS } from './locales/en-US';
import type { webLegalEnUS } from './locales/en-US/legal';

// Typed keys: a misspelt `t('...')` key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'web';
    resources: { web: typeof webEnUS & typeof webLegalEnUS; common: typeof enUS };
  }
}
