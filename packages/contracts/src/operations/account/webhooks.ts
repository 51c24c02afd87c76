import { z } from 'zod';
import { ZId, ZIdOut } from '../../ids.js';
import { defineOperation } from '../../operation.js';
import { ZOk } from './account-schemas.js';

/** What an endpoint may be told about (issue 18), as the `type` of each message. */
export const WEBHOOK_EVENTS = [
  'agreement.sent',
  'agreement.viewed',
  'agreement.signed',
  'agreement.declined',
  'agreement.completed',
  'agreement.voided',
  'agreement.expired',
  'template.used',
  // An approver approved (issue 33); a rejection is agreement.declined.
  'recipient.approved',
  // Issue 38: a draft was made (from scratch, a template, a copy, a bulk send's row), and a reminder went to a recipient.
  'agreement.created',
  'recipient.reminded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'retrying', 'failed'] as const;

/** An endpoint as its owner sees it; its secrets are shown only when made. */
export const ZWebhookEndpoint = z.object({
  id: ZIdOut,
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Why it is off: switched off by its owner, or by Signet after failing for a day. */
  disabledReason: z.enum(['owner', 'failing']).nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookDelivery = z.object({
  id: ZIdOut,
  event: z.enum(WEBHOOK_EVENTS),
  /** The `webhook-id` header: the same on every attempt and replay, so receivers can de-duplicate. */
  messageId: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status the endpoint last answered, or null when it could not be reached. */
  responseCode: z.number().int().nullable(),
  error: z.string().nullable(),
  /** A "send a test event" message, or one about a test-mode agreement (issue 38). Optional in the type only (older fixtures). */
  test: z.boolean().optional(),
  /** The JSON body as posted (null before the first attempt), and the start of the endpoint's last answer (WEBHOOK_LOG_BODY_CHARS). Optional in the type only. */
  requestBody: z.string().nullable().optional(),
  responseBody: z.string().nullable().optional(),
  createdAt: z.string().meta({ format: 'date-time' }),
  lastAttemptAt: z.string().meta({ format: 'date-time' }).nullable(),
  nextAttemptAt: z.string().meta({ format: 'date-time' }).nullable(),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;

const ZEndpointParams = z.object({ endpointId: ZId });
const ZEndpointUrl = z.url({ protocol: /^https?$/ }).max(2000);

export const listWebhookEndpoints = defineOperation({
  id: 'listWebhookEndpoints',
  service: 'account',
  method: 'GET',
  path: '/v1/user/webhooks',
  summary: "This account's webhook endpoints",
  auth: 'session',
  response: z.object({ list: z.array(ZWebhookEndpoint) }),
});

/**
 * Registers an endpoint. HTTPS only, except hosts the operator allows for development
 * (WEBHOOK_ALLOW_HOSTS). The answer carries its signing secret once (`whsec_…`).
 */
export const createWebhookEndpoint = defineOperation({
  id: 'createWebhookEndpoint',
  service: 'account',
  method: 'POST',
  path: '/v1/user/webhooks',
  summary: 'Register a webhook endpoint (its secret is shown once)',
  auth: 'session',
  body: z.object({ url: ZEndpointUrl, events: z.array(z.enum(WEBHOOK_EVENTS)).min(1), description: z.string().trim().max(200).default('') }).strict(),
  response: z.object({ endpoint: ZWebhookEndpoint, secret: z.string() }),
});

/** Changes an endpoint's events, description or whether it is on (switching it on again clears "failing"). */
export const updateWebhookEndpoint = defineOperation({
  id: 'updateWebhookEndpoint',
  service: 'account',
  method: 'PATCH',
  path: '/v1/user/webhooks/{endpointId}',
  summary: 'Change a webhook endpoint',
  auth: 'session',
  params: ZEndpointParams,
  body: z
    .object({ events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).optional(), description: z.string().trim().max(200).optional(), enabled: z.boolean().optional() })
    .strict(),
  response: ZWebhookEndpoint,
});

/**
 * A new signing secret, shown once. The previous one keeps signing too for 24 hours, so the
 * receiver can switch without missing a message.
 */
export const rotateWebhookSecret = defineOperation({
  id: 'rotateWebhookSecret',
  service: 'account',
  method: 'POST',
  path: '/v1/user/webhooks/{endpointId}/rotate',
  summary: "Rotate a webhook endpoint's signing secret",
  auth: 'session',
  params: ZEndpointParams,
  response: z.object({ secret: z.string() }),
});

export const deleteWebhookEndpoint = defineOperation({
  id: 'deleteWebhookEndpoint',
  service: 'account',
  method: 'DELETE',
  path: '/v1/user/webhooks/{endpointId}',
  summary: 'Remove a webhook endpoint and its delivery log',
  auth: 'session',
  params: ZEndpointParams,
  response: ZOk,
});

/** The endpoint's newest deliveries (100, kept 30 days), each with its status, the body sent and the endpoint's last answer. */
export const listWebhookDeliveries = defineOperation({
  id: 'listWebhookDeliveries',
  service: 'account',
  method: 'GET',
  path: '/v1/user/webhooks/{endpointId}/deliveries',
  summary: "A webhook endpoint's delivery log",
  auth: 'session',
  params: ZEndpointParams,
  response: z.object({ list: z.array(ZWebhookDelivery) }),
});

/**
 * Books a "send a test event" delivery (issue 38): a realistic sample body of `event` (made-up
 * ids, `test: true`), signed and retried like any other and shown in the log marked test. The
 * endpoint must be switched on; it need not ask for that event.
 */
export const sendWebhookTestEvent = defineOperation({
  id: 'sendWebhookTestEvent',
  service: 'account',
  method: 'POST',
  path: '/v1/user/webhooks/{endpointId}/test',
  summary: 'Send a test event to a webhook endpoint',
  auth: 'session',
  params: ZEndpointParams,
  body: z.object({ event: z.enum(WEBHOOK_EVENTS) }).strict(),
  response: ZWebhookDelivery,
});

/** Sends a delivery again now, with the same message id and body (fresh timestamp and signature). */
export const replayWebhookDelivery = defineOperation({
  id: 'replayWebhookDelivery',
  service: 'account',
  method: 'POST',
  path: '/v1/user/webhooks/{endpointId}/deliveries/{deliveryId}/replay',
  summary: 'Send a webhook delivery again',
  auth: 'session',
  params: z.object({ endpointId: ZId, deliveryId: ZId }),
  response: ZWebhookDelivery,
});
