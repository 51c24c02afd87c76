import type { Locale } from '@signet/contracts';
import type { Messages } from './translate';

/** The signer's words (namespace `web`) and the contracts' catalogue (`common`) of one language. */
export interface SignerWords {
  web: Messages;
  common: Messages;
}

/** One chunk per language: a signer downloads only the language the page shows. */
export const signerWords: Record<Locale, () => Promise<SignerWords>> = {
  'en-US': async () => (await import('./words-en-US')).signerWordsEnUS,
  'zh-CN': async () => (await import('./words-zh-CN')).signerWordsZhCN,
};
