import type { enUS } from '@signet/contracts';
import type { webEnUS } from './locales/en-US';
import type { webFieldsSignerEnUS } from './locales/en-US/fields-signer';
import type { webLegalEnUS } from './locales/en-US/legal';
import type { webSealsAdminEnUS } from './locales/en-US/seals-admin';
import type { webSealsSignerEnUS } from './locales/en-US/seals-signer';
import type { webSignerCodeEnUS } from './locales/en-US/signer-code';
import type { webTwoFactorEnUS } from './locales/en-US/two-factor';

// Typed keys: a misspelt `t('...')` key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'web';
    resources: { web: typeof webEnUS & typeof webFieldsSignerEnUS & typeof webLegalEnUS & typeof webSealsAdminEnUS & typeof webSealsSignerEnUS & typeof webSignerCodeEnUS & typeof webTwoFactorEnUS; common: typeof enUS };
  }
}
