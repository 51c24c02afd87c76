import { CODE_TTL_MS, type Locale } from '@signet/contracts';
import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './escape-html.js';

const TEXTS: Record<Locale, { subject: (name: string) => string; intro: (name: string, sender: string) => string; validity: (minutes: number) => string; ignore: string }> = {
  'en-US': {
    subject: (name) => `Your code to sign “${name}”`,
    intro: (name, sender) => `Use this code to confirm your e-mail and sign “${name}” from ${sender}:`,
    validity: (minutes) => `The code works once, for ${minutes} minutes.`,
    ignore: 'If you did not ask for it, ignore this e-mail; nothing is signed or sent.',
  },
  'zh-CN': {
    subject: (name) => `签署“${name}”的验证码`,
    intro: (name, sender) => `请使用以下验证码确认邮箱，并签署 ${sender} 的“${name}”：`,
    validity: (minutes) => `验证码仅可使用一次，${minutes} 分钟内有效。`,
    ignore: '如果这不是您本人的操作，请忽略此邮件，不会签署或发送任何内容。',
  },
};


/** The code a public link's visitor proves their e-mail with (issue 14): the code first, then what it is for. */
export function renderPublicTemplateCodeMail(input: { code: string; templateName: string; senderName: string }, locale: Locale): Omit<MailMessage, 'to'> {
  const t = TEXTS[locale];
  const intro = t.intro(input.templateName, input.senderName);
  const lines = [t.validity(Math.round(CODE_TTL_MS / 60_000)), t.ignore];
  return {
    subject: t.subject(input.templateName),
    text: `${input.code}\n\n${intro}\n\n${lines.join('\n\n')}\n`,
    html:
      `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222"><p style="margin:0 0 16px">${escapeHtml(intro)}</p>` +
      `<p style="font-size:32px;font-weight:bold;letter-spacing:6px;margin:0 0 16px">${input.code}</p>` +
      lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('') +
      '</div>',
  };
}
