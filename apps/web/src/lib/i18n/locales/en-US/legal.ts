import type { Widen } from '../en-US';
import { eSignDisclosureEnUS } from './legal/e-sign-disclosure';
import { privacyEnUS } from './legal/privacy';
import { userAgreementEnUS } from './legal/user-agreement';

/**
 * Words of the legal pages: the user agreement, the privacy policy and the e-sign disclosure.
 * Only those pages use them, so they are added to `web` by the legal pages' chunk (see
 * features/static-pages/legal-messages.ts), not downloaded with every page.
 */
export const webLegalEnUS = {
  legal: {
    notice: {
      title: 'Template for review by counsel',
      body: 'This text is a starting point written for the {{product}} software. {{operator}} must have it reviewed and adapted by its legal counsel before relying on it. Values in square brackets are examples to be set.',
    },
    effective: 'Effective {{date}}',
    contents: 'Contents',
    operator: {
      title: 'Operator',
      email: 'E-mail: ',
      emailUnavailable: '[e-mail address unavailable]',
      address: 'Address: ',
    },
    related: 'Related documents',
    userAgreement: userAgreementEnUS,
    privacy: privacyEnUS,
    eSignDisclosure: eSignDisclosureEnUS,
  },
};

/** Every locale's legal words must provide exactly these keys. */
export type LegalMessages = Widen<typeof webLegalEnUS>;
