import { invitationSubject, SIGNET_ACCENT, type Locale, type RecipientRole } from '@signet/contracts';
import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './escape-html.js';
import { formatMailTime } from './mail-time.js';

/** What an invitation to sign or view says. User-typed text is escaped in the HTML part. */
export interface InvitationMail {
  senderName: string;
  senderEmail: string;
  agreementName: string;
  /** The sender's own subject; empty for the default one. */
  subject: string;
  message: string;
  documentNames: string[];
  role: RecipientRole;
  link: string;
  validDays: number;
  /** A reminder (by the sender, or automatic): the subject and first line say so. */
  reminder?: boolean;
  /** When signing ends, if the sender set a date. */
  expiresAt?: Date | null;
  /** A company agreement's look (issue 32): its logo (an absolute URL) above the text and its accent on the button. */
  brand?: { companyName: string; logoUrl: string | null; accentColor: string | null } | null;
}

type Texts = {
  intro: Record<RecipientRole, (sender: string, email: string, name: string) => string>;
  messageFrom: (sender: string) => string;
  documents: string;
  button: Record<RecipientRole, string>;
  validity: (days: number) => string;
  noAccount: string;
  ignore: string;
  reminder: (subject: string) => string;
  reminderIntro: string;
  signBy: (when: string) => string;
};

const TEXTS: Record<Locale, Texts> = {
  'en-US': {
    intro: {
      signer: (sender, email, name) => `${sender} (${email}) has asked you to sign "${name}".`,
      viewer: (sender, email, name) => `${sender} (${email}) has shared "${name}" with you to view.`,
      approver: (sender, email, name) => `${sender} (${email}) has asked you to approve "${name}". Read it, then approve it or reject it with a reason.`,
      filler: (sender, email, name) => `${sender} (${email}) has asked you to fill in "${name}" before the others sign it.`,
      copy: (sender, email, name) => `${sender} (${email}) is sending "${name}" out for signature and copied you in. You will get the signed document when everyone has signed.`,
    },
    messageFrom: (sender) => `Message from ${sender}:`,
    documents: 'Documents:',
    button: { signer: 'Review Document', viewer: 'Review Document', approver: 'Review Document', filler: 'Review Document', copy: 'Review Document' },
    validity: (days) => `This link is personal to you and works for ${days} days.`,
    noAccount: 'You do not need a Signet account to open it.',
    ignore: 'If you did not expect this e-mail, you can ignore it.',
    reminder: (subject) => `Reminder: ${subject}`,
    reminderIntro: 'This is a reminder: the agreement below is still waiting for you. Earlier links no longer open it; use the button in this e-mail.',
    signBy: (when) => `Please sign before ${when}. After that the agreement expires.`,
  },
  'zh-CN': {
    intro: {
      signer: (sender, email, name) => `${sender}（${email}）邀请您签署“${name}”。`,
      viewer: (sender, email, name) => `${sender}（${email}）与您共享了“${name}”，请查看。`,
      approver: (sender, email, name) => `${sender}（${email}）邀请您审批“${name}”。请阅读后同意，或填写理由后驳回。`,
      filler: (sender, email, name) => `${sender}（${email}）邀请您在其他人签署前填写“${name}”。`,
      copy: (sender, email, name) => `${sender}（${email}）发起了“${name}”的签署并抄送给您。所有人签署后，您会收到签署完成的文件。`,
    },
    messageFrom: (sender) => `${sender} 的留言：`,
    documents: '文件：',
    button: { signer: '查看文件', viewer: '查看文件', approver: '查看文件', filler: '查看文件', copy: '查看文件' },
    validity: (days) => `此链接仅供您本人使用，${days} 天内有效。`,
    noAccount: '打开链接无需注册 Signet 账号。',
    ignore: '如果您没有预期收到此邮件，可以忽略它。',
    reminder: (subject) => `提醒：${subject}`,
    reminderIntro: '提醒您：以下协议仍在等待您处理。之前的链接已失效，请使用本邮件中的按钮。',
    signBy: (when) => `请在 ${when} 之前签署，之后该协议将过期。`,
  },
};

const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

/**
 * Subject, text and HTML of an invitation in the given language (the recipient's, else
 * the sender's): who sent what,
 * their message, the documents, the personal link as a button, how long it works,
 * and that no account is needed.
 */
export function renderInvitationMail(mail: InvitationMail, locale: Locale): Omit<MailMessage, 'to'> {
  const t = TEXTS[locale];
  const intro = t.intro[mail.role](mail.senderName, mail.senderEmail, mail.agreementName);
  const message = mail.message.trim();
  const reminderLines = mail.reminder ? [t.reminderIntro] : [];
  const deadline = mail.expiresAt && (mail.role === 'signer' || mail.role === 'approver' || mail.role === 'filler') ? [t.signBy(formatMailTime(mail.expiresAt, locale))] : [];
  const text = [
    ...reminderLines,
    intro,
    ...(message ? [`${t.messageFrom(mail.senderName)}\n${message}`] : []),
    `${t.documents}\n${mail.documentNames.map((name) => `- ${name}`).join('\n')}`,
    `${t.button[mail.role]}: ${mail.link}`,
    ...deadline,
    t.validity(mail.validDays),
    t.noAccount,
    t.ignore,
  ].join('\n\n');
  const html = [
    ...(mail.brand?.logoUrl
      ? [paragraph(`<img src="${escapeHtml(mail.brand.logoUrl)}" alt="${escapeHtml(mail.brand.companyName)}" height="40" style="height:40px;width:auto;border:0">`)]
      : []),
    ...reminderLines.map((line) => paragraph(`<strong>${escapeHtml(line)}</strong>`)),
    paragraph(escapeHtml(intro)),
    ...(message
      ? [paragraph(`${escapeHtml(t.messageFrom(mail.senderName))}<br>${escapeHtml(message).replace(/\n/g, '<br>')}`)]
      : []),
    paragraph(`${escapeHtml(t.documents)}<br>${mail.documentNames.map(escapeHtml).join('<br>')}`),
    paragraph(
      `<a href="${escapeHtml(mail.link)}" style="display:inline-block;padding:12px 24px;background:${mail.brand?.accentColor ?? SIGNET_ACCENT};color:#fff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(t.button[mail.role])}</a>`,
    ),
    ...deadline.map((line) => paragraph(escapeHtml(line))),
    paragraph(escapeHtml(t.validity(mail.validDays))),
    paragraph(escapeHtml(t.noAccount)),
    paragraph(`<span style="color:#666">${escapeHtml(t.ignore)}</span>`),
  ].join('');
  return {
    subject: mail.reminder ? t.reminder(invitationSubject(mail, locale)) : invitationSubject(mail, locale),
    text: `${text}\n`,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${html}</div>`,
  };
}
