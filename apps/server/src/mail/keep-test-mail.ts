import type { Mailer } from './mailer.js';

/**
 * The configured mailer, except that a test agreement's mail (issue 38: `testOwnerId` set) goes to
 * the outbox and never to the mail server: a test key must not reach a real recipient.
 */
export function keepTestMail(mailer: Mailer, outbox: Mailer): Mailer {
  return {
    send: (message) => (message.testOwnerId === undefined ? mailer.send(message) : outbox.send(message)),
    verify: mailer.verify?.bind(mailer),
    close: mailer.close?.bind(mailer),
  };
}
