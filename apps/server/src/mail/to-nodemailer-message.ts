import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from './mailer.js';

/** The same nodemailer options for SMTP and the outbox, so both produce the same MIME message. */
export function toNodemailerMessage(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    replyTo: message.replyTo,
    attachments: message.attachments?.map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.contentType,
    })),
  };
}
