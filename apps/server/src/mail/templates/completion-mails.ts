import type { Locale } from '@signet/contracts';
import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './escape-html.js';

/** The sealed document's delivery to a recipient or the sender. */
export interface CompletedMail {
  agreementName: string;
  senderName: string;
  signerNames: string[];
  sha256: string;
  /** True when the file is attached; else `link` leads to it. */
  attached: boolean;
  link: string;
  verifyUrl: string;
  /** The documents' names when each is also sealed on its own (two or more); the mail lists them, each linked. */
  documents?: readonly string[];
}

const TEXTS: Record<Locale, { subject: (name: string) => string; done: (name: string, signers: string) => string; attached: string; linked: string; open: string; fingerprint: string; verify: string; each: string }> = {
  'en-US': {
    subject: (name) => `"${name}" is complete`,
    done: (name, signers) => `Everyone has signed "${name}" (${signers}).`,
    attached: 'The sealed document is attached. Its last pages are the audit certificate; the digital seal shows whether anything changed since.',
    linked: 'The sealed document is too large to attach. Download it here:',
    open: 'Download the document',
    fingerprint: 'SHA-256 of the sealed document:',
    verify: 'Anyone can check it at',
    each: 'Each document is also sealed on its own, with the audit certificate, so it can be checked by itself. Download them, or all files as a zip:',
  },
  'zh-CN': {
    subject: (name) => `“${name}”已完成签署`,
    done: (name, signers) => `所有签署人均已签署“${name}”（${signers}）。`,
    attached: '附件为已封印的文件，最后几页为签署完成证书；数字封印可证明文件此后是否被改动。',
    linked: '已封印的文件太大，无法作为附件发送，请在此下载：',
    open: '下载文件',
    fingerprint: '已封印文件的 SHA-256：',
    verify: '任何人都可以在此验证：',
    each: '每份文件也已单独封印并附有签署完成证书，可单独验证。可在此分别下载，或下载包含全部文件的压缩包：',
  },
};

const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

/** The completion mail in its reader's language, with a plain-text part. */
export function renderCompletedMail(mail: CompletedMail, locale: Locale): Omit<MailMessage, 'to'> {
  const t = TEXTS[locale];
  const separator = locale === 'zh-CN' ? '、' : ', ';
  const done = t.done(mail.agreementName, mail.signerNames.join(separator));
  const documents = mail.documents ?? [];
  const each = documents.length > 1 ? [`${t.each}\n${documents.map((name) => `- ${name}`).join('\n')}\n${mail.link}`] : [];
  const text = [done, mail.attached ? t.attached : `${t.linked}\n${mail.link}`, ...each, `${t.fingerprint}\n${mail.sha256}`, `${t.verify} ${mail.verifyUrl}`].join('\n\n');
  const link = escapeHtml(mail.link);
  const eachHtml = documents.length > 1 ? [paragraph(`${escapeHtml(t.each)}<br>${documents.map((name) => `<a href="${link}">${escapeHtml(name)}</a>`).join('<br>')}`)] : [];
  const html = [
    paragraph(escapeHtml(done)),
    paragraph(mail.attached ? escapeHtml(t.attached) : `${escapeHtml(t.linked)}<br><a href="${link}">${escapeHtml(t.open)}</a>`),
    ...eachHtml,
    paragraph(`${escapeHtml(t.fingerprint)}<br><code>${mail.sha256}</code>`),
    paragraph(`${escapeHtml(t.verify)} <a href="${escapeHtml(mail.verifyUrl)}">${escapeHtml(mail.verifyUrl)}</a>`),
  ].join('');
  return {
    subject: t.subject(mail.agreementName).replace(/\s+/g, ' '),
    text: `${text}\n`,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${html}</div>`,
  };
}
