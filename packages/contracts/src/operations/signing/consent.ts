import type { Locale } from '../../i18n/locales.js';

/**
 * The consent to do business electronically that a signer accepts before signing
 * (ESIGN/UETA style). Changing the wording means a new version: the audit trail keeps
 * the version and the exact text each signer saw.
 */
export const CONSENT_VERSION = 'esign-consent-2026-1';

/**
 * One sentence, shown beside the checkbox on the document itself; the full terms (paper
 * copies, withdrawing consent, what a signer needs, keeping contact details up to date)
 * are in the disclosure it names, which the sentence links to.
 */
export const CONSENT_TEXTS: Record<Locale, string> = {
  'en-US': 'I agree to use electronic records and signatures for this agreement, as set out in the Electronic records and signature disclosure.',
  'zh-CN': '我同意按照《电子记录与电子签名披露》以电子记录和电子签名方式处理本协议。',
};
