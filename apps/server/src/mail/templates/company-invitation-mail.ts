import type { InvitableRole, Locale } from '@signet/contracts';
import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './escape-html.js';
import { SIGNET_ACCENT } from '@signet/contracts';

interface InvitationMail {
  inviter: string;
  company: string;
  role: InvitableRole;
  link: string;
  expiresAt: Date;
}

const TEXTS: Record<Locale, { subject: (m: InvitationMail) => string; intro: (m: InvitationMail) => string; role: Record<InvitableRole, string>; button: string; until: (date: string) => string; ignore: string }> = {
  'en-US': {
    subject: (m) => `${m.inviter} invited you to join ${m.company} on Signet`,
    intro: (m) => `${m.inviter} invited you to join ${m.company} on Signet, to send and sign documents under the company's name.`,
    role: { admin: 'You will be an admin: you manage members and settings and see every company agreement.', member: 'You will be a member: you send your own agreements and use the company’s templates.' },
    button: 'Accept the invitation',
    until: (date) => `The link works until ${date}. If you have no Signet account yet, you can create one on the way.`,
    ignore: 'If you did not expect this invitation, ignore this e-mail.',
  },
  'zh-CN': {
    subject: (m) => `${m.inviter} 邀请你加入 Signet 上的 ${m.company}`,
    intro: (m) => `${m.inviter} 邀请你加入 Signet 上的 ${m.company}，以企业名义发送和签署文件。`,
    role: { admin: '你将成为管理员：管理成员和设置，并可查看企业的全部合同。', member: '你将成为成员：发送自己的合同，并使用企业的模板。' },
    button: '接受邀请',
    until: (date) => `链接有效期至 ${date}。如果你还没有 Signet 账号，可以在接受时创建。`,
    ignore: '如果你没有预期收到此邀请，请忽略本邮件。',
  },
};

/** The mail an invited person gets: who invites them, to what, as what, and the accept link. */
export function renderCompanyInvitationMail(mail: InvitationMail, locale: Locale): Omit<MailMessage, 'to'> {
  const t = TEXTS[locale];
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(mail.expiresAt);
  const paragraphs = [t.intro(mail), t.role[mail.role]];
  const after = [t.until(until), t.ignore];
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  return {
    subject: t.subject(mail),
    text: `${paragraphs.join('\n\n')}\n\n${t.button}: ${mail.link}\n\n${after.join('\n\n')}\n`,
    html:
      `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${paragraphs.map(p).join('')}` +
      `<p style="margin:0 0 24px"><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:${SIGNET_ACCENT};color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">${escapeHtml(t.button)}</a></p>` +
      `${after.map(p).join('')}</div>`,
  };
}
