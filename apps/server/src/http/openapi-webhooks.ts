import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { WEBHOOK_BODY_SCHEMAS, WEBHOOK_EVENTS, type WebhookEvent } from '@signet/contracts';

/** What each event tells, for the OpenAPI document's `webhooks` section. */
const WHEN: Record<WebhookEvent, string> = {
  'agreement.created': 'A draft agreement was made: from scratch, from a template (a bulk send’s row too), through a public link, or as a copy.',
  'agreement.sent': 'The agreement was sent to its recipients.',
  'agreement.viewed': 'A recipient opened the documents.',
  'agreement.signed': 'A recipient signed.',
  'agreement.declined': 'A recipient declined (or an approver rejected); the agreement is over.',
  'agreement.completed': 'Everyone signed and the sealed document is ready: the body carries every field’s value and the sealed document’s links.',
  'agreement.voided': 'The sender voided the agreement.',
  'agreement.expired': 'The expiry date passed before every signature.',
  'template.used': 'An agreement was made from a template.',
  'recipient.approved': 'An approver approved.',
  'recipient.reminded': 'A reminder went to a recipient: an automatic one, or the sender sent the invitation again.',
};

/**
 * One entry per event: the POST Signet makes to an endpoint that asked for it, with the body's
 * schema (the same one the server builds the body with). Signed with Standard Webhooks headers.
 */
export function webhookPathItems(): ZodOpenApiPathsObject {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [
      event,
      {
        post: {
          summary: event,
          description: `${WHEN[event]} Headers: \`webhook-id\` (the same on every retry: de-duplicate on it), \`webhook-timestamp\` and \`webhook-signature\` (Standard Webhooks). Answer any 2xx; anything else is retried.`,
          requestBody: { required: true, content: { 'application/json': { schema: WEBHOOK_BODY_SCHEMAS[event] } } },
          responses: { '200': { description: 'Received. Any 2xx will do.' } },
        },
      },
    ]),
  );
}
