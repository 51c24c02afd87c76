import type { Locale } from '@signet/contracts';
import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './escape-html.js';

/** What the sender is told when a signer declines. User-typed text is escaped in the HTML part. */
export interface DeclineMail {
  signerName: string;
  signerEmail: string;
  agreementName: string;
  reason: string;
  /** The agreement's page in the app. */
  link: string;
  /** An approver rejected it (issue 33), rather than a signer declining. */
  rejected?: boolean;
}

type DeclineTexts = { subject: (signer: string, name: string) => string; intro: (signer: string, email: string, name: string) => string };

/** An approver's rejection, worded as such (issue 33). */
const REJECTED: Record<Locale, DeclineTexts> = {
  'en-US': {
    subject: (signer, name) => `${signer} rejected "${name}"`,
    intro: (signer, email, name) => `${signer} (${email}) rejected "${name}" instead of approving it.`,
  },
  'zh-CN': {
    subject: (signer, name) => `${signer} 驳回了“${name}”`,
    intro: (signer, email, name) => `${signer}（${email}）驳回了“${name}”，未予审批通过。`,
  },
};

const TEXTS: Record<Locale, { subject: (signer: string, name: string) => string; intro: (signer: string, email: string, name: string) => string; reason: string; ended: string; open: string }> = {
  'en-US': {
    subject: (signer, name) => `${signer} declined to sign "${name}"`,
    intro: (signer, email, name) => `${signer} (${email}) declined to sign "${name}".`,
    reason: 'Their reason:',
    ended: 'The agreement has ended; nobody else can sign it. You can send a corrected copy as a new agreement.',
    open: 'Open the agreement',
  },
  'zh-CN': {
    subject: (signer, name) => `${signer} 拒绝签署“${name}”`,
    intro: (signer, email, name) => `${signer}（${email}）拒绝签署“${name}”。`,
    reason: '拒签理由：',
    ended: '该协议已终止，其他人无法再签署。您可以修改后作为新协议重新发送。',
    open: '查看协议',
  },
};

const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

/** The decline notice to the sender, in the sender's language, with a plain-text part. */
export function renderDeclineMail(mail: DeclineMail, locale: Locale): Omit<MailMessage, 'to'> {
  const t = { ...TEXTS[locale], ...(mail.rejected ? REJECTED[locale] : {}) };
  const intro = t.intro(mail.signerName, mail.signerEmail, mail.agreementName);
  const text = [intro, `${t.reason}\n${mail.reason}`, t.ended, `${t.open}: ${mail.link}`].join('\n\n');
  const html = [
    paragraph(escapeHtml(intro)),
    paragraph(`${escapeHtml(t.reason)}<br>${escapeHtml(mail.reason).replace(/\n/g, '<br>')}`),
    paragraph(escapeHtml(t.ended)),
    paragraph(`<a href="${escapeHtml(mail.link)}">${escapeHtml(t.open)}</a>`),
  ].join('');
  return {
    subject: t.subject(mail.signerName, mail.agreementName).replace(/\s+/g, ' '),
    text: `${text}\n`,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${html}</div>`,
  };
}
