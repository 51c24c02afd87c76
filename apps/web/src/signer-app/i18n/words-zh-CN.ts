import { zhCN } from '@signet/contracts';
import { pdfViewerZhCN } from '../../lib/i18n/locales/zh-CN/pdf-viewer';
import { fieldTypeNamesZhCN } from '../../lib/i18n/locales/zh-CN/field-type-names';
import { webFinalDownloadsZhCN } from '../../lib/i18n/locales/zh-CN/final-downloads';
import { routeSentenceZhCN } from '../../lib/i18n/locales/zh-CN/route-sentence';
import { webKeptSignaturesZhCN } from '../../lib/i18n/locales/zh-CN/kept-signatures';
import { webSealsZhCN } from '../../lib/i18n/locales/zh-CN/seals';
import { webShellZhCN } from '../../lib/i18n/locales/zh-CN/shell';
import { webSignErrorsZhCN } from '../../lib/i18n/locales/zh-CN/sign-errors';
import { webSigningZhCN } from '../../lib/i18n/locales/zh-CN/signing';
import type { SignerWords } from './words';

/** The signer's pages' words in zh-CN: their own groups and the few they share with the sender's pages. */
export const signerWordsZhCN: SignerWords = {
  web: {
    ...webShellZhCN,
    ...webSigningZhCN,
    ...webSignErrorsZhCN,
    ...webKeptSignaturesZhCN,
    ...webFinalDownloadsZhCN,
    fields: { type: fieldTypeNamesZhCN },
    seals: { field: webSealsZhCN.seals.field },
    flow: { route: { sentence: routeSentenceZhCN } },
    pdfViewer: pdfViewerZhCN,
  },
  common: zhCN,
};
