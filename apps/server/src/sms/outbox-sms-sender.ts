import type { Db } from '../db/client.js';
import type { SentSms, SmsMessage, SmsSender } from './sms-sender.js';
import { saveOutboxSms } from './sms-outbox-repository.js';

/** Keeps every text message in the `sms_outbox` table instead of sending it (decision 005, for SMS). */
export class OutboxSmsSender implements SmsSender {
  readonly driver = 'outbox';

  constructor(private readonly db: Db) {}

  async send(message: SmsMessage): Promise<SentSms> {
    const id = await saveOutboxSms(this.db, { to: message.to, text: message.text, locale: message.locale });
    return { providerMessageId: `outbox-${id}` };
  }
}
