import { SIGNET_ACCENT, type Locale } from '@signet/contracts';
import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './escape-html.js';

interface RequestMail {
  requester: string;
  seal: string;
  company: string;
  agreement: string;
  reason: string;
  link: string;
}

interface DecisionMail {
  decider: string;
  seal: string;
  company: string;
  agreement: string;
  approved: boolean;
  comment: string;
}

const TEXTS = {
  'en-US': {
    requestSubject: (m: RequestMail) => `${m.requester} asks to use ${m.seal} on “${m.agreement}”`,
    requestIntro: (m: RequestMail) => `${m.requester} asks to use the seal “${m.seal}” of ${m.company} once, on the agreement “${m.agreement}”.`,
    reason: (text: string) => `Their reason: ${text}`,
    requestButton: 'Review the request',
    requestAfter: 'The approval holds for these documents only: if they change, it no longer does.',
    decisionSubject: (m: DecisionMail) => (m.approved ? `You may use ${m.seal} on “${m.agreement}”` : `Your request to use ${m.seal} was rejected`),
    decisionIntro: (m: DecisionMail) =>
      m.approved
        ? `${m.decider} approved your request to use the seal “${m.seal}” of ${m.company} on “${m.agreement}”. Open the agreement from your signing invitation to apply it; a code will be e-mailed to you to confirm.`
        : `${m.decider} rejected your request to use the seal “${m.seal}” of ${m.company} on “${m.agreement}”.`,
    comment: (text: string) => `Comment: ${text}`,
  },
  'zh-CN': {
    requestSubject: (m: RequestMail) => `${m.requester} 申请在“${m.agreement}”上使用${m.seal}`,
    requestIntro: (m: RequestMail) => `${m.requester} 申请在协议“${m.agreement}”上使用 ${m.company} 的印章“${m.seal}”一次。`,
    reason: (text: string) => `申请事由：${text}`,
    requestButton: '审批申请',
    requestAfter: '审批仅对当前文件有效：文件变更后审批即失效。',
    decisionSubject: (m: DecisionMail) => (m.approved ? `您可以在“${m.agreement}”上使用${m.seal}` : `您使用${m.seal}的申请被驳回`),
    decisionIntro: (m: DecisionMail) =>
      m.approved
        ? `${m.decider} 已批准您在“${m.agreement}”上使用 ${m.company} 的印章“${m.seal}”。请从签署邀请邮件打开协议并盖章，系统会发送验证码到您的邮箱以确认。`
        : `${m.decider} 驳回了您在“${m.agreement}”上使用 ${m.company} 的印章“${m.seal}”的申请。`,
    comment: (text: string) => `审批意见：${text}`,
  },
} satisfies Record<Locale, unknown>;

const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
const frame = (inner: string) => `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${inner}</div>`;

/** To each approver: who asks to use which seal on what, and why, with a link to the company's inbox. */
export function renderSealRequestMail(mail: RequestMail, locale: Locale): Omit<MailMessage, 'to'> {
  const t = TEXTS[locale];
  const paragraphs = [t.requestIntro(mail), ...(mail.reason ? [t.reason(mail.reason)] : [])];
  return {
    subject: t.requestSubject(mail),
    text: `${paragraphs.join('\n\n')}\n\n${t.requestButton}: ${mail.link}\n\n${t.requestAfter}\n`,
    html: frame(
      paragraphs.map(p).join('') +
        `<p style="margin:0 0 24px"><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:${SIGNET_ACCENT};color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">${escapeHtml(t.requestButton)}</a></p>` +
        p(t.requestAfter),
    ),
  };
}

/** To the one who asked: approved (and how to apply it) or rejected, with the approver's comment. */
export function renderSealDecisionMail(mail: DecisionMail, locale: Locale): Omit<MailMessage, 'to'> {
  const t = TEXTS[locale];
  const paragraphs = [t.decisionIntro(mail), ...(mail.comment ? [t.comment(mail.comment)] : [])];
  return { subject: t.decisionSubject(mail), text: `${paragraphs.join('\n\n')}\n`, html: frame(paragraphs.map(p).join('')) };
}

const CODE_TEXTS = {
  'en-US': {
    subject: (code: string) => `${code} is your code to apply a company seal`,
    body: (m: { code: string; seal: string; company: string; agreement: string }) =>
      `Your code to apply the seal “${m.seal}” of ${m.company} to “${m.agreement}” is ${m.code}. It works once, for 10 minutes. If you did not ask for it, do not share it with anyone.`,
  },
  'zh-CN': {
    subject: (code: string) => `${code} 是您的用印验证码`,
    body: (m: { code: string; seal: string; company: string; agreement: string }) =>
      `您正在“${m.agreement}”上加盖 ${m.company} 的印章“${m.seal}”，验证码为 ${m.code}，10 分钟内有效，仅可使用一次。如非本人操作，请勿告知他人。`,
  },
} satisfies Record<Locale, unknown>;

/** The one-time code that confirms a seal's use, naming the seal and the agreement so nobody confirms blind. */
export function renderSealCodeMail(mail: { code: string; seal: string; company: string; agreement: string }, locale: Locale): Omit<MailMessage, 'to'> {
  const t = CODE_TEXTS[locale];
  const body = t.body(mail);
  return { subject: t.subject(mail.code), text: `${body}\n`, html: frame(p(body)) };
}
