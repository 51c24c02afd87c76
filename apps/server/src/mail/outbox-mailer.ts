import type { Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';
import type { Db } from '../db/client.js';
import type { MailMessage, Mailer, SentMail } from './mailer.js';
import { saveOutboxMessage } from './outbox-repository.js';
import { toNodemailerMessage } from './to-nodemailer-message.js';

let composer: Promise<Transporter<StreamTransport.SentMessageInfo>> | null = null;

/** Builds the MIME message without sending it, with CRLF line ends as on the SMTP wire; nodemailer loads with the first message. */
function loadComposer(): Promise<Transporter<StreamTransport.SentMessageInfo>> {
  composer ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }));
  return composer;
}

/** Keeps every message in the `outbox_messages` table instead of sending it. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly from: string,
  ) {}

  /** Sending a messageId that is already kept succeeds and keeps the first copy. */
  async send(message: MailMessage): Promise<SentMail> {
    const info = await (await loadComposer()).sendMail(toNodemailerMessage(this.from, message));
    await saveOutboxMessage(this.db, {
      messageId: info.messageId,
      from: this.from,
      to: info.envelope.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: (message.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        size: attachment.content.length,
      })),
      raw: info.message as Buffer,
      testOwnerId: message.testOwnerId ?? null,
    });
    return { messageId: info.messageId };
  }
}
