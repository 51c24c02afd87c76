import type { Locale } from '@signet/contracts';
import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './escape-html.js';
import { formatMailTime } from './mail-time.js';
import { SIGNET_ACCENT } from '@signet/contracts';

/** What the sender and each invited recipient are told when an agreement expires before every signature. */
export interface ExpiredMail {
  audience: 'sender' | 'recipient';
  senderName: string;
  senderEmail: string;
  agreementName: string;
  expiresAt: Date;
  /** For the sender: who had not signed. */
  pendingNames: string[];
  /** For the sender: the agreement's page, where the date can be extended. */
  link: string;
}

type Texts = {
  subject: (name: string) => string;
  intro: (name: string, when: string) => string;
  pending: string;
  sender: string;
  recipient: (sender: string, email: string) => string;
  open: string;
};

const TEXTS: Record<Locale, Texts> = {
  'en-US': {
    subject: (name) => `"${name}" has expired`,
    intro: (name, when) => `"${name}" expired on ${when} before every signer had signed.`,
    pending: 'Still to sign:',
    sender: 'Its links no longer open it. To give the signers more time, set a later date on the agreement: they are invited again.',
    recipient: (sender, email) => `There is nothing left for you to do. If you still mean to sign, ask ${sender} (${email}) to extend it.`,
    open: 'Open the agreement',
  },
  'zh-CN': {
    subject: (name) => `“${name}”已过期`,
    intro: (name, when) => `“${name}”已于 ${when} 过期，尚有签署人未签署。`,
    pending: '尚未签署：',
    sender: '其链接已失效。如需给签署人更多时间，请为该协议设置更晚的日期，系统将重新邀请他们。',
    recipient: (sender, email) => `您无需再做任何操作。如果您仍要签署，请联系 ${sender}（${email}）延长期限。`,
    open: '打开协议',
  },
};

const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

/** The expiry notice in the given language, with a plain-text part. */
export function renderExpiredMail(mail: ExpiredMail, locale: Locale): Omit<MailMessage, 'to'> {
  const t = TEXTS[locale];
  const intro = t.intro(mail.agreementName, formatMailTime(mail.expiresAt, locale));
  const forSender = mail.audience === 'sender';
  const pending = forSender && mail.pendingNames.length > 0 ? `${t.pending}\n${mail.pendingNames.map((name) => `- ${name}`).join('\n')}` : null;
  const closing = forSender ? t.sender : t.recipient(mail.senderName, mail.senderEmail);
  const text = [intro, ...(pending ? [pending] : []), closing, ...(forSender ? [`${t.open}: ${mail.link}`] : [])].join('\n\n');
  const html = [
    paragraph(escapeHtml(intro)),
    ...(pending ? [paragraph(`${escapeHtml(t.pending)}<br>${mail.pendingNames.map(escapeHtml).join('<br>')}`)] : []),
    paragraph(escapeHtml(closing)),
    ...(forSender
      ? [paragraph(`<a href="${escapeHtml(mail.link)}" style="display:inline-block;padding:12px 24px;background:${SIGNET_ACCENT};color:#fff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(t.open)}</a>`)]
      : []),
  ].join('');
  return {
    subject: t.subject(mail.agreementName).replace(/\s+/g, ' '),
    text: `${text}\n`,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${html}</div>`,
  };
}
