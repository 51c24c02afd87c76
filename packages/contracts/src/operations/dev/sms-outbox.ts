import { z } from 'zod';
import { ZIdOut } from '../../ids.js';
import { defineOperation } from '../../operation.js';

/** A mobile number in E.164: a plus, the country code and the number, no spaces (+8613812345678). */
const ZE164Number = z.string().regex(/^\+[1-9]\d{6,14}$/);

export const ZOutboxSms = z.object({
  id: ZIdOut,
  /** Shown in full: the development outbox reveals numbers as it reveals mail addresses. */
  to: z.string(),
  text: z.string(),
  locale: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type OutboxSms = z.infer<typeof ZOutboxSms>;

/** Development only: the text messages the SMS outbox kept (SMS_DRIVER=outbox), newest first. */
export const listOutboxSms = defineOperation({
  id: 'listOutboxSms',
  service: 'app',
  method: 'GET',
  path: '/v1/dev/sms-outbox',
  summary: 'List text messages kept by the development outbox',
  auth: 'none',
  devOnly: true,
  query: z.object({
    // Exact match: a leading "+" must be sent as %2B.
    to: z.string().max(16).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.object({ messages: z.array(ZOutboxSms) }),
});

/** Development only: sends a test text message at once through the configured SMS driver. */
export const sendTestSms = defineOperation({
  id: 'sendTestSms',
  service: 'app',
  method: 'POST',
  path: '/v1/dev/sms-outbox/test-message',
  summary: 'Send a test text message through the configured SMS driver',
  auth: 'none',
  devOnly: true,
  blockRepeats: true,
  body: z.object({ to: ZE164Number }),
  response: z.object({ driver: z.enum(['outbox', 'twilio', 'aliyun']), providerMessageId: z.string() }),
});
