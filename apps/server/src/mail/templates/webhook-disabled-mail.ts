import type { Locale } from '@signet/contracts';
import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './escape-html.js';

const TEXTS: Record<Locale, { subject: string; body: (url: string, since: string) => string; again: string }> = {
  'en-US': {
    subject: 'Signet switched off one of your webhook endpoints',
    body: (url, since) => `Deliveries to ${url} have failed since ${since}, through every retry, so Signet has switched the endpoint off.`,
    again: 'Once it answers again, switch it back on under Account → Webhooks; failed deliveries can be sent again from its delivery log.',
  },
  'zh-CN': {
    subject: 'Signet 已停用您的一个 Webhook 端点',
    body: (url, since) => `自 ${since} 起，发送到 ${url} 的消息经过全部重试仍然失败，Signet 已停用该端点。`,
    again: '端点恢复后，请在“账号 → Webhook”中重新启用；失败的消息可在其投递记录中重新发送。',
  },
};

/** Tells an endpoint's owner that it was switched off after failing for a day. */
export function renderWebhookDisabledMail(input: { url: string; since: Date }, locale: Locale): Omit<MailMessage, 'to'> {
  const t = TEXTS[locale];
  const since = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(input.since) + ' UTC';
  const lines = [t.body(input.url, since), t.again];
  return {
    subject: t.subject,
    text: `${lines.join('\n\n')}\n`,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('')}</div>`,
  };
}
