import type { Config } from '../config/env.js';
import type { Db } from '../db/client.js';
import type { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

/** SMTP when an SMTP URL is configured; otherwise the database outbox, readable on the dev outbox pages. */
export function createMailer(mail: Config['mail'], db: Db): Mailer {
  return mail.kind === 'smtp' ? new SmtpMailer(mail.url, mail.from) : new OutboxMailer(db, mail.from);
}
