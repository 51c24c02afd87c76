import type { Locale } from '../../i18n/locales.js';

/**
 * The consent to do business electronically that a signer accepts before signing
 * (ESIGN/UETA style). Changing the wording means a new version: the audit trail keeps
 * the version and the exact text each signer saw.
 */
export const CONSENT_VERSION = 'esign-consent-2025-1';

export const CONSENT_TEXTS: Record<Locale, string> = {
  'en-US':
    'I agree to use electronic records and signatures for this agreement. I understand that my electronic signature is as ' +
    'binding as a handwritten one, that I may ask the sender for a paper copy, and that I can withdraw this consent by ' +
    'declining before I sign. I have read the User Agreement.',
  'zh-CN':
    '我同意以电子记录和电子签名方式处理本协议。我理解电子签名与手写签名具有同等效力，我可以向发起人索取纸质副本，' +
    '并且在签署前可以通过拒签撤回本同意。我已阅读用户协议。',
};
