import type { Locale } from '@signet/contracts';
import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './escape-html.js';

/** What a recipient is told when the sender voids an agreement they were invited to. */
export interface VoidMail {
  senderName: string;
  senderEmail: string;
  agreementName: string;
  reason: string;
}

const TEXTS: Record<Locale, { subject: (sender: string, name: string) => string; intro: (sender: string, email: string, name: string) => string; reason: string; ended: string }> = {
  'en-US': {
    subject: (sender, name) => `${sender} voided "${name}"`,
    intro: (sender, email, name) => `${sender} (${email}) voided "${name}".`,
    reason: 'Their reason:',
    ended: 'The agreement has ended: there is nothing left to sign, and its links no longer open it.',
  },
  'zh-CN': {
    subject: (sender, name) => `${sender} 已作废“${name}”`,
    intro: (sender, email, name) => `${sender}（${email}）已作废“${name}”。`,
    reason: '作废理由：',
    ended: '该协议已终止：无需再签署，其链接也已失效。',
  },
};

const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

/** The void notice to one recipient, in the given language (theirs, else the sender's), with a plain-text part. */
export function renderVoidMail(mail: VoidMail, locale: Locale): Omit<MailMessage, 'to'> {
  const t = TEXTS[locale];
  const intro = t.intro(mail.senderName, mail.senderEmail, mail.agreementName);
  const text = [intro, `${t.reason}\n${mail.reason}`, t.ended].join('\n\n');
  const html = [
    paragraph(escapeHtml(intro)),
    paragraph(`${escapeHtml(t.reason)}<br>${escapeHtml(mail.reason).replace(/\n/g, '<br>')}`),
    paragraph(escapeHtml(t.ended)),
  ].join('');
  return {
    subject: t.subject(mail.senderName, mail.agreementName).replace(/\s+/g, ' '),
    text: `${text}\n`,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${html}</div>`,
  };
}
