import type { enUS } from '@signet/contracts';
import type { webEnUS } from './locales/en-US';

// Typed keys: a misspelt `t('...')` key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'web';
    resources: { web: typeof webEnUS; common: typeof enUS };
  }
}
