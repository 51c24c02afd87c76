import type { Locale } from '@signet/contracts';
import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './escape-html.js';

export interface SalesEnquiryMail {
  name: string;
  email: string;
  company: string;
  seats: number | null;
  message: string;
  /** The language the buyer wrote from, so the answer can be in it. */
  locale: Locale;
  /** The page the form was on. */
  source: string;
}

const LANGUAGE_NAMES: Record<Locale, string> = { 'en-US': 'English (en-US)', 'zh-CN': 'Chinese (zh-CN)' };

/**
 * The enquiry as the operator's sales team reads it: in English (the team's working language is
 * the operator's business; the buyer's language is stated so the answer can be in it), with every
 * field labelled, and replying answers the buyer.
 */
export function renderSalesEnquiryMail(enquiry: SalesEnquiryMail): Omit<MailMessage, 'to'> {
  const rows: [string, string][] = [
    ['Name', enquiry.name],
    ['E-mail', enquiry.email],
    ['Company', enquiry.company || '—'],
    ['Senders', enquiry.seats === null ? 'not given' : String(enquiry.seats)],
    ['Language', LANGUAGE_NAMES[enquiry.locale]],
    ['From', enquiry.source],
  ];
  const who = enquiry.company ? `${enquiry.name} (${enquiry.company})` : enquiry.name;
  const text = [`New enterprise enquiry. Reply to this mail to answer ${enquiry.name}.`, rows.map(([label, value]) => `${label}: ${value}`).join('\n'), `Message:\n${enquiry.message}`].join('\n\n');
  const html = [
    `<p style="margin:0 0 16px">New enterprise enquiry. Reply to this mail to answer ${escapeHtml(enquiry.name)}.</p>`,
    `<table style="border-collapse:collapse;margin:0 0 16px">${rows.map(([label, value]) => `<tr><td style="padding:2px 16px 2px 0;color:#666">${label}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
  ].join('');
  return {
    subject: `Enterprise enquiry from ${who}`.replace(/\s+/g, ' ').slice(0, 200),
    text: `${text}\n`,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${html}</div>`,
    replyTo: enquiry.email,
  };
}
