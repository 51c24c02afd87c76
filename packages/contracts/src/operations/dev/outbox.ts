import { z } from 'zod';
import { ZId, ZIdOut } from '../../ids.js';
import { defineOperation } from '../../operation.js';

export const ZOutboxMessageSummary = z.object({
  id: ZIdOut,
  to: z.array(z.string()),
  subject: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
});

export const ZOutboxMessage = ZOutboxMessageSummary.extend({
  from: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;

/** Development only: the messages the local outbox kept, newest first. */
export const listOutbox = defineOperation({
  id: 'listOutbox',
  service: 'app',
  method: 'GET',
  path: '/v1/dev/outbox',
  summary: 'List mail kept by the development outbox',
  auth: 'none',
  devOnly: true,
  query: z.object({
    to: z.string().max(254).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.object({ messages: z.array(ZOutboxMessageSummary) }),
});

/** Development only: one kept message with its text and HTML. */
export const getOutboxMessage = defineOperation({
  id: 'getOutboxMessage',
  service: 'app',
  method: 'GET',
  path: '/v1/dev/outbox/{messageId}',
  summary: 'Read one message kept by the development outbox',
  auth: 'none',
  devOnly: true,
  params: z.object({ messageId: ZId }),
  response: ZOutboxMessage,
});

/** Development only: sends a test e-mail through the job queue and the configured mailer. */
export const sendTestMail = defineOperation({
  id: 'sendTestMail',
  service: 'app',
  method: 'POST',
  path: '/v1/dev/outbox/test-message',
  summary: 'Send a test e-mail (through the job queue) to check mail delivery',
  auth: 'none',
  devOnly: true,
  blockRepeats: true,
  body: z.object({ to: z.email().max(254) }),
  response: z.object({ jobId: ZIdOut }),
});
