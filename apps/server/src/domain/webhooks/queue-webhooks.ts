import { and, arrayContains, eq, isNull, or } from 'drizzle-orm';
import { WEBHOOK_DATA_SCHEMAS, type WebhookData, type WebhookEvent } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreements, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { loadAgreementSnapshot, type AgreementSnapshot } from './agreement-snapshot.js';
import { generateMessageId } from './webhook-signature.js';

/** The job that makes one attempt at one delivery (deliver-webhook.ts). */
export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';

/** Endpoints that hear `event`: switched on and asking for it. */
const hears = (event: WebhookEvent) => and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [event]));

/**
 * One delivery per endpoint, each with its first attempt booked now, in the caller's transaction.
 * `test` marks the delivery (and its body's top-level `test`) as about a test-mode agreement or a test event.
 */
export async function bookDeliveries(db: Db, endpointIds: readonly bigint[], input: { event: WebhookEvent; data: Record<string, unknown>; test: boolean; now: Date }): Promise<bigint[]> {
  const ids: bigint[] = [];
  for (const endpointId of endpointIds) {
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ endpointId, event: input.event, messageId: generateMessageId(), data: input.data, test: input.test, createdAt: input.now, nextAttemptAt: input.now })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) throw new Error('delivery insert returned nothing');
    await enqueueJob(db, { type: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: String(delivery.id) }, dedupeKey: `${WEBHOOK_DELIVERY_JOB}:${delivery.id}:0`, runAt: input.now });
    ids.push(delivery.id);
  }
  return ids;
}

/**
 * Books a delivery of `event` to each of the user's own (personal-space) switched-on endpoints that asked for it, in
 * the caller's transaction: the event and its deliveries are kept together or not at all.
 * `data.links` holds API paths, made absolute when the message is sent.
 */
export async function queueWebhooks(db: Db, input: { userId: bigint; event: WebhookEvent; data: Record<string, unknown>; test?: boolean; now?: Date }): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, input.userId), isNull(webhookEndpoints.companyId), hears(input.event)));
  await bookDeliveries(db, endpoints.map((endpoint) => endpoint.id), { event: input.event, data: input.data, test: input.test ?? false, now: input.now ?? new Date() });
  return endpoints.length;
}

/** What a trail event tells: which webhook events, and for which recipients (one message each). */
interface TrailEvent {
  type: string;
  recipientId?: bigint | undefined;
  data?: Record<string, unknown> | undefined;
}
type Message = { [E in WebhookEvent]: { event: E; build: (snapshot: AgreementSnapshot) => WebhookData<E> } }[WebhookEvent];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && /^\d+$/.test(id)).map(BigInt) : []);

/** The snapshot's recipient by id; a message about a recipient the agreement no longer has is not sent. */
function recipientOf(snapshot: AgreementSnapshot, id: bigint | undefined) {
  const recipient = id === undefined ? undefined : snapshot.recipients.get(id);
  if (!recipient) throw new MissingRecipient();
  return recipient;
}
class MissingRecipient extends Error {}

/** The webhook messages of one trail event; none for trail events endpoints cannot ask for. */
function messagesOf(trail: TrailEvent): Message[] {
  const data = trail.data ?? {};
  const about = (recipientId: bigint | undefined) => (snapshot: AgreementSnapshot) => ({ ...snapshot.data, recipient: recipientOf(snapshot, recipientId) });
  const created = (kind: 'created' | 'template' | 'copy' | 'public_link', id: string | null): Message => ({ event: 'agreement.created', build: (snapshot) => ({ ...snapshot.data, origin: { kind, id } }) });
  const templateUsed: Message = { event: 'template.used', build: (snapshot) => ({ ...snapshot.data, template: { id: text(data.templateId) } }) };
  switch (trail.type) {
    case 'created':
      return [created('created', null)];
    case 'created_from_template':
      return [created('template', text(data.templateId) || null), templateUsed];
    case 'created_from_public_link':
      return [created('public_link', text(data.templateId) || null), templateUsed];
    case 'copied_from':
      return [created('copy', text(data.sourceId) || null)];
    case 'sent':
      return [{ event: 'agreement.sent', build: (snapshot) => snapshot.data }];
    case 'viewed':
      return [{ event: 'agreement.viewed', build: about(trail.recipientId) }];
    case 'signed':
      return [{ event: 'agreement.signed', build: about(trail.recipientId) }];
    case 'approved':
      return [{ event: 'recipient.approved', build: about(trail.recipientId) }];
    case 'declined':
      return [{ event: 'agreement.declined', build: (snapshot) => ({ ...about(trail.recipientId)(snapshot), reason: text(data.reason) }) }];
    case 'completed':
      return [
        {
          event: 'agreement.completed',
          // The sealed files' links, named by the operations that download them.
          build: (snapshot) => ({
            ...snapshot.data,
            fields: snapshot.fields,
            links: { agreement: snapshot.data.links.agreement, finalFile: `${snapshot.data.links.agreement}/final/file`, finalZip: `${snapshot.data.links.agreement}/final/zip` },
          }),
        },
      ];
    case 'voided':
      return [{ event: 'agreement.voided', build: (snapshot) => ({ ...snapshot.data, reason: text(data.reason) }) }];
    case 'expired':
      return [{ event: 'agreement.expired', build: (snapshot) => snapshot.data }];
    // One message per recipient reminded: automatic rounds and the sender's "send again".
    case 'reminded':
    case 'notified': {
      const kind = trail.type === 'reminded' ? 'automatic' : 'manual';
      return ids(data.recipientIds).map((recipientId) => ({ event: 'recipient.reminded', build: (snapshot) => ({ ...about(recipientId)(snapshot), kind }) }));
    }
    default:
      return [];
  }
}

/**
 * The webhook side of an agreement's audit trail: for each message a trail event makes, the
 * agreement as it is now (recipients, verification, links; field values once completed; externalId
 * and metadata) is checked against the event's published schema and queued to its workspace's
 * endpoints (the owner's, or its company's) that asked for it, in the caller's transaction.
 */
export async function queueAgreementWebhooks(db: Db, input: { agreementId: bigint } & TrailEvent): Promise<void> {
  const messages = messagesOf(input);
  if (messages.length === 0) return;
  // One query on the signing path; an owner without endpoints (the usual case) costs nothing more.
  const listening = await db
    .select({ endpointId: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(agreements)
    // A personal agreement's owner's own endpoints; a company agreement's company's (issue 32).
    .innerJoin(
      webhookEndpoints,
      or(and(isNull(agreements.companyId), isNull(webhookEndpoints.companyId), eq(webhookEndpoints.userId, agreements.ownerId)), eq(webhookEndpoints.companyId, agreements.companyId)),
    )
    .where(and(eq(agreements.id, input.agreementId), eq(webhookEndpoints.enabled, true)));
  const wanted = messages.filter((message) => listening.some((endpoint) => endpoint.events.includes(message.event)));
  if (wanted.length === 0) return;
  const snapshot = await loadAgreementSnapshot(db, input.agreementId);
  if (!snapshot) return;
  const now = new Date();
  for (const message of wanted) {
    let data: unknown;
    try {
      data = message.build(snapshot);
    } catch (error) {
      if (error instanceof MissingRecipient) continue;
      throw error;
    }
    // The published schema is the body's shape: a field it does not name never leaves.
    const parsed = WEBHOOK_DATA_SCHEMAS[message.event].parse(data) as Record<string, unknown>;
    const endpointIds = listening.filter((endpoint) => endpoint.events.includes(message.event)).map((endpoint) => endpoint.endpointId);
    await bookDeliveries(db, endpointIds, { event: message.event, data: parsed, test: snapshot.data.agreement.test, now });
  }
}
