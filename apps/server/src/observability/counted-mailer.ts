import type { Mailer } from '../mail/mailer.js';
import type { Metrics } from './metrics.js';

/** The mailer, counting each hand-over to the mail server as sent or failed. */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    send: async (message) => {
      try {
        const sent = await mailer.send(message);
        metrics.mails.inc({ outcome: 'sent' });
        return sent;
      } catch (error) {
        metrics.mails.inc({ outcome: 'failed' });
        throw error;
      }
    },
    verify: mailer.verify?.bind(mailer),
    close: mailer.close?.bind(mailer),
  };
}
