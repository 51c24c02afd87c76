import { z } from 'zod';
import { AGREEMENT_STATUSES, RECIPIENT_ROLES, RECIPIENT_STATUSES } from '../constants.js';
import { SIGNER_VERIFICATION_METHODS } from '../signer-verification.js';
import { FIELD_TYPES } from '../operations/agreements/field-types.js';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../operations/account/webhooks.js';

/*
 * The bodies Signet posts to webhook endpoints (issue 38). The server builds every body through
 * these schemas and the OpenAPI document's `webhooks` section is made from them, so the two
 * cannot drift. Ids are strings (64-bit, never rounded); links are absolute URLs, fetched with an
 * API key; times are ISO 8601.
 */

const dateTime = () => z.string().meta({ format: 'date-time' });
const id = () => z.string().meta({ description: 'A 64-bit id as a decimal string.', example: '739165084872294400' });

/** The agreement as it was when the event happened. */
export const ZWebhookAgreement = z.object({
  id: id(),
  name: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  externalId: z.string().nullable().meta({ description: 'Your own id, as given to createAgreement, saveAgreementDraft or useTemplate.' }),
  metadata: z.record(z.string(), z.string()).meta({ description: 'Your key–value pairs, as given.' }),
  test: z.boolean().meta({ description: 'Made with a test-mode key: not legally binding, nobody was mailed.' }),
  createdAt: dateTime(),
  sentAt: dateTime().nullable(),
  completedAt: dateTime().nullable().meta({ description: 'When the sealed document was made; null before.' }),
  expiresAt: dateTime().nullable(),
});
export type WebhookAgreement = z.infer<typeof ZWebhookAgreement>;

/** A recipient with their progress and how they proved who they are. */
export const ZWebhookRecipient = z.object({
  id: id(),
  name: z.string(),
  email: z.string(),
  role: z.enum(RECIPIENT_ROLES),
  /** 1-based place in the list. */
  order: z.number().int(),
  /** The step of the route they act in; null for viewers and copies. */
  step: z.number().int().nullable(),
  status: z.enum(RECIPIENT_STATUSES),
  viewedAt: dateTime().nullable(),
  signedAt: dateTime().nullable().meta({ description: 'When they signed or approved.' }),
  declinedAt: dateTime().nullable(),
  verification: z.object({
    method: z.enum(SIGNER_VERIFICATION_METHODS),
    /** When they last passed it (code or access code checked); null when not yet, or when the method is none. */
    verifiedAt: dateTime().nullable(),
  }),
});
export type WebhookRecipient = z.infer<typeof ZWebhookRecipient>;

/** One field's value once the agreement is completed. Images (signature, initials, stamp, seal) are drawn in the sealed document: `value` is null, `imageSha256` names the image. */
export const ZWebhookFieldValue = z.object({
  id: id(),
  recipientId: id(),
  /** The sender's key for the field (text tags and the editor set it); null when none. */
  key: z.string().nullable(),
  /** The field's label. */
  name: z.string(),
  type: z.enum(FIELD_TYPES),
  value: z.string().nullable(),
  imageSha256: z.string().nullable(),
});
export type WebhookFieldValue = z.infer<typeof ZWebhookFieldValue>;

/** Links to fetch with an API key. */
export const ZWebhookLinks = z.object({
  agreement: z.string().meta({ description: 'getAgreement' }),
  finalFile: z.string().optional().meta({ description: 'Completed only: the sealed PDF, its audit certificate on the last pages (getAgreementFinalFile).' }),
  finalZip: z.string().optional().meta({ description: 'Completed only: every sealed file and the signers’ attachments as a zip (getAgreementFinalZip).' }),
});

/** What every agreement event carries. */
export const ZWebhookAgreementData = z.object({
  agreement: ZWebhookAgreement,
  recipients: z.array(ZWebhookRecipient),
  links: ZWebhookLinks,
});
export type WebhookAgreementData = z.infer<typeof ZWebhookAgreementData>;

const withRecipient = ZWebhookAgreementData.extend({ recipient: ZWebhookRecipient.meta({ description: 'The recipient the event is about.' }) });

/** Each event's `data`: the agreement's, and what that event adds. */
export const WEBHOOK_DATA_SCHEMAS = {
  'agreement.created': ZWebhookAgreementData.extend({
    /** How it was made: from scratch, from a template (its id), as a copy (the source's id), or through a template's public link. */
    origin: z.object({ kind: z.enum(['created', 'template', 'copy', 'public_link']), id: id().nullable() }),
  }),
  'agreement.sent': ZWebhookAgreementData,
  'agreement.viewed': withRecipient,
  'agreement.signed': withRecipient,
  'agreement.declined': withRecipient.extend({ reason: z.string() }),
  'agreement.completed': ZWebhookAgreementData.extend({
    fields: z.array(ZWebhookFieldValue),
    links: ZWebhookLinks.required({ finalFile: true, finalZip: true }),
  }),
  'agreement.voided': ZWebhookAgreementData.extend({ reason: z.string() }),
  'agreement.expired': ZWebhookAgreementData,
  'template.used': ZWebhookAgreementData.extend({ template: z.object({ id: id() }) }),
  'recipient.approved': withRecipient,
  'recipient.reminded': withRecipient.extend({ kind: z.enum(['automatic', 'manual']).meta({ description: 'An automatic reminder, or the sender sent the invitation again.' }) }),
} as const satisfies Record<WebhookEvent, z.ZodType>;

export type WebhookData<E extends WebhookEvent> = z.infer<(typeof WEBHOOK_DATA_SCHEMAS)[E]>;

/** The body of one event as posted: `test` marks test-mode agreements and "send a test event" messages. */
export function webhookBodySchema<E extends WebhookEvent>(event: E) {
  return z
    .object({
      type: z.literal(event),
      timestamp: dateTime(),
      test: z.boolean(),
      data: WEBHOOK_DATA_SCHEMAS[event],
    })
    .meta({ id: `Webhook_${event.replace('.', '_')}` });
}

/** Every event's body schema, for the OpenAPI document and for receivers' tests. */
export const WEBHOOK_BODY_SCHEMAS = Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event, webhookBodySchema(event)])) as { [E in WebhookEvent]: ReturnType<typeof webhookBodySchema<E>> };
