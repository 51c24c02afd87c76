export { createMailer } from './create-mailer.js';
export type { MailAttachment, MailMessage, Mailer, SentMail } from './mailer.js';
export { OutboxMailer } from './outbox-mailer.js';
export {
  getOutboxMessage,
  getOutboxRawMessage,
  listOutboxMessages,
  type OutboxMessageDetail,
  type OutboxMessageSummary,
} from './outbox-repository.js';
export { SmtpMailer } from './smtp-mailer.js';
