import type { Transporter } from 'nodemailer';
import type { MailMessage, Mailer, SentMail } from './mailer.js';
import { toNodemailerMessage } from './to-nodemailer-message.js';

/**
 * Delivers mail to the SMTP server of an `smtp://` or `smtps://` URL (credentials may be in the URL).
 * nodemailer loads and the transport opens with the first message.
 */
export class SmtpMailer implements Mailer {
  private transport: Promise<Transporter> | null = null;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  private openTransport(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.url));
    return this.transport;
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await (await this.openTransport()).sendMail(toNodemailerMessage(this.from, message));
    return { messageId: info.messageId };
  }

  async verify(): Promise<void> {
    await (await this.openTransport()).verify();
  }

  async close(): Promise<void> {
    (await this.transport)?.close();
  }
}
