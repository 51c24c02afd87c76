import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer, SentMail } from './mailer.js';
import { toNodemailerMessage } from './to-nodemailer-message.js';

/** Delivers mail to the SMTP server of an `smtp://` or `smtps://` URL (credentials may be in the URL). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail(toNodemailerMessage(this.from, message));
    return { messageId: info.messageId };
  }

  close(): void {
    this.transport.close();
  }
}
