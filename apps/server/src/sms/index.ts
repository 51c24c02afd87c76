export { AliyunSmsSender } from './aliyun-sms-sender.js';
export { createSmsSender } from './create-sms-sender.js';
export { OutboxSmsSender } from './outbox-sms-sender.js';
export { listOutboxSms, type OutboxSms } from './sms-outbox-repository.js';
export { SmsDeliveryError, type SentSms, type SmsMessage, type SmsSender } from './sms-sender.js';
export { TwilioSmsSender } from './twilio-sms-sender.js';
