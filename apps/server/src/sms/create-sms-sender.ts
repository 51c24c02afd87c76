import type { SmsConfig } from '../config/sms-env.js';
import type { Db } from '../db/client.js';
import { AliyunSmsSender } from './aliyun-sms-sender.js';
import { OutboxSmsSender } from './outbox-sms-sender.js';
import type { SmsSender } from './sms-sender.js';
import { TwilioSmsSender } from './twilio-sms-sender.js';

/** The driver SMS_DRIVER names: Twilio, Aliyun SMS, or the database outbox shown on the development outbox page. */
export function createSmsSender(sms: SmsConfig, db: Db): SmsSender {
  if (sms.driver === 'twilio') return new TwilioSmsSender(sms);
  if (sms.driver === 'aliyun') return new AliyunSmsSender(sms);
  return new OutboxSmsSender(db);
}
