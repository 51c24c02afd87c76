import { enUS } from '@signet/contracts';
import { pdfViewerEnUS } from '../../lib/i18n/locales/en-US/pdf-viewer';
import { fieldTypeNamesEnUS } from '../../lib/i18n/locales/en-US/field-type-names';
import { webFinalDownloadsEnUS } from '../../lib/i18n/locales/en-US/final-downloads';
import { routeSentenceEnUS } from '../../lib/i18n/locales/en-US/route-sentence';
import { webKeptSignaturesEnUS } from '../../lib/i18n/locales/en-US/kept-signatures';
import { webSealsEnUS } from '../../lib/i18n/locales/en-US/seals';
import { webShellEnUS } from '../../lib/i18n/locales/en-US/shell';
import { webSignErrorsEnUS } from '../../lib/i18n/locales/en-US/sign-errors';
import { webSigningEnUS } from '../../lib/i18n/locales/en-US/signing';
import type { SignerWords } from './words';

/** The signer's pages' words in en-US: their own groups and the few they share with the sender's pages. */
export const signerWordsEnUS: SignerWords = {
  web: {
    ...webShellEnUS,
    ...webSigningEnUS,
    ...webSignErrorsEnUS,
    ...webKeptSignaturesEnUS,
    ...webFinalDownloadsEnUS,
    fields: { type: fieldTypeNamesEnUS },
    seals: { field: webSealsEnUS.seals.field },
    flow: { route: { sentence: routeSentenceEnUS } },
    pdfViewer: pdfViewerEnUS,
  },
  common: enUS,
};
