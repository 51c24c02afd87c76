import type { Locale } from '@signet/contracts';
import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './escape-html.js';

interface SignerCode {
  code: string;
  agreement: string;
  sender: string;
}

const TEXTS = {
  'en-US': {
    subject: (m: SignerCode) => `${m.code} is your code to open “${m.agreement}”`,
    body: (m: SignerCode) =>
      `${m.sender} asked Signet to confirm it is you before you open “${m.agreement}”. Your code is ${m.code}. It works once, for 10 minutes. If you did not ask for it, do not share it with anyone.`,
    sms: (m: SignerCode) => `[Signet] ${m.code} is your code to open “${m.agreement}” from ${m.sender}. It works for 10 minutes. Do not share it.`,
  },
  'zh-CN': {
    subject: (m: SignerCode) => `${m.code} 是您查看“${m.agreement}”的验证码`,
    body: (m: SignerCode) => `${m.sender} 请 Signet 在您查看“${m.agreement}”前核验您的身份。您的验证码为 ${m.code}，10 分钟内有效，仅可使用一次。如非本人操作，请勿告知他人。`,
    sms: (m: SignerCode) => `【Signet】验证码 ${m.code}，用于查看 ${m.sender} 发来的“${m.agreement}”，10 分钟内有效，请勿告知他人。`,
  },
} satisfies Record<Locale, unknown>;

/** The code a signer verified by e-mail types before the documents open; it names the agreement and its sender, so nobody types one blind. */
export function renderSignerCodeMail(message: SignerCode, locale: Locale): Omit<MailMessage, 'to'> {
  const body = TEXTS[locale].body(message);
  return {
    subject: TEXTS[locale].subject(message),
    text: `${body}\n`,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222"><p style="margin:0 0 16px">${escapeHtml(body)}</p></div>`,
  };
}

/** The same code by text message: one short message. */
export function signerCodeText(message: SignerCode, locale: Locale): string {
  return TEXTS[locale].sms(message);
}
