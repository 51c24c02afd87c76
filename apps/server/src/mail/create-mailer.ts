import type { Config } from '../config/env.js';
import type { Db } from '../db/client.js';
import type { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';
import { keepTestMail } from './keep-test-mail.js';

/**
 * SMTP when an SMTP URL is configured; otherwise the database outbox, readable on the dev outbox
 * pages. Either way a test agreement's mail (issue 38) is kept in the outbox for its owner.
 */
export function createMailer(mail: Config['mail'], db: Db): Mailer {
  const outbox = new OutboxMailer(db, mail.from);
  return mail.kind === 'smtp' ? keepTestMail(new SmtpMailer(mail.url, mail.from), outbox) : outbox;
}
