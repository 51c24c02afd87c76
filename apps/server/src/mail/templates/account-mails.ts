import { CODE_TTL_MS, type CodePurpose, type Locale } from '@signet/contracts';
import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './escape-html.js';

export type AccountMail =
  | { kind: 'code'; purpose: CodePurpose; code: string }
  /** A sign-up was asked for an address that already has an account. */
  | { kind: 'account_exists' }
  /** A password reset was asked for an address without an account. */
  | { kind: 'no_account' };

type Texts = {
  subject: Record<CodePurpose, string>;
  intro: Record<CodePurpose, string>;
  validity: (minutes: number) => string;
  ignore: string;
  existsSubject: string;
  existsBody: string;
  noAccountSubject: string;
  noAccountBody: string;
  open: string;
};

const TEXTS: Record<Locale, Texts> = {
  'en-US': {
    subject: {
      register: 'Your Signet sign-up code',
      login: 'Your Signet sign-in code',
      reset: 'Your Signet password reset code',
      change_email: 'Confirm your new e-mail for Signet',
    },
    intro: {
      register: 'Use this code to create your Signet account:',
      login: 'Use this code to sign in to Signet:',
      reset: 'Use this code to set a new Signet password:',
      change_email: 'Use this code to move your Signet account to this e-mail address:',
    },
    validity: (minutes) => `The code works once, for ${minutes} minutes.`,
    ignore: 'If you did not ask for it, ignore this e-mail; nothing changes.',
    existsSubject: 'You already have a Signet account',
    existsBody:
      'Someone asked to create a Signet account with this e-mail address, but it already has one. Sign in instead, or reset your password if you forgot it.',
    noAccountSubject: 'Signet password reset',
    noAccountBody:
      'Someone asked to reset a Signet password for this e-mail address, but no account uses it. You can create an account with it instead.',
    open: 'Open Signet',
  },
  'zh-CN': {
    subject: {
      register: '您的 Signet 注册验证码',
      login: '您的 Signet 登录验证码',
      reset: '您的 Signet 重置密码验证码',
      change_email: '确认您的 Signet 新邮箱',
    },
    intro: {
      register: '请使用以下验证码创建 Signet 账号：',
      login: '请使用以下验证码登录 Signet：',
      reset: '请使用以下验证码设置新的 Signet 密码：',
      change_email: '请使用以下验证码将您的 Signet 账号改为此邮箱：',
    },
    validity: (minutes) => `验证码仅可使用一次，${minutes} 分钟内有效。`,
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的账号不会有任何变化。',
    existsSubject: '您已有 Signet 账号',
    existsBody: '有人尝试用此邮箱注册 Signet 账号，但此邮箱已有账号。请直接登录；如果忘记密码，可以重置密码。',
    noAccountSubject: 'Signet 重置密码',
    noAccountBody: '有人尝试为此邮箱重置 Signet 密码，但此邮箱还没有账号。您可以用它注册一个新账号。',
    open: '打开 Signet',
  },
};

function html(paragraphs: string[], before = '', after = ''): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${before}${body}${after}</div>`;
}

/**
 * Subject, text and HTML of an account mail in the reader's language. The code
 * comes first in the text and large in the HTML, so it is found at a glance.
 */
export function renderAccountMail(mail: AccountMail, locale: Locale, appUrl: string): Omit<MailMessage, 'to'> {
  const t = TEXTS[locale];
  const link = `${t.open}: ${appUrl}/`;
  if (mail.kind === 'code') {
    const minutes = Math.round(CODE_TTL_MS / 60_000);
    const lines = [t.intro[mail.purpose], t.validity(minutes), t.ignore];
    const codeBlock = `<p style="margin:0 0 16px">${escapeHtml(t.intro[mail.purpose])}</p><p style="font-size:32px;font-weight:bold;letter-spacing:6px;margin:0 0 16px">${mail.code}</p>`;
    return {
      subject: t.subject[mail.purpose],
      text: `${mail.code}\n\n${lines.join('\n\n')}\n`,
      html: html(lines.slice(1), codeBlock),
    };
  }
  const [subject, body] = mail.kind === 'account_exists' ? [t.existsSubject, t.existsBody] : [t.noAccountSubject, t.noAccountBody];
  return {
    subject,
    text: `${body}\n\n${link}\n\n${t.ignore}\n`,
    html: html([body], '', `<p style="margin:0 0 16px"><a href="${escapeHtml(appUrl)}/">${escapeHtml(t.open)}</a></p><p>${escapeHtml(t.ignore)}</p>`),
  };
}
