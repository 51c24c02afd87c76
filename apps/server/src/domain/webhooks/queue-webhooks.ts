import { and, arrayContains, eq, isNull, or } from 'drizzle-orm';
import type { WebhookEvent } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementRecipients, agreements, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { generateMessageId } from './webhook-signature.js';

/** The job that makes one attempt at one delivery (deliver-webhook.ts). */
export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';

/** Endpoints that hear `event`: switched on and asking for it. */
const hears = (event: WebhookEvent) => and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [event]));

/** One delivery per endpoint, each with its first attempt booked now, in the caller's transaction. */
async function bookDeliveries(db: Db, endpointIds: readonly bigint[], input: { event: WebhookEvent; data: Record<string, unknown>; now: Date }): Promise<void> {
  for (const endpointId of endpointIds) {
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ endpointId, event: input.event, messageId: generateMessageId(), data: input.data, createdAt: input.now, nextAttemptAt: input.now })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) throw new Error('delivery insert returned nothing');
    await enqueueJob(db, { type: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: String(delivery.id) }, dedupeKey: `${WEBHOOK_DELIVERY_JOB}:${delivery.id}:0`, runAt: input.now });
  }
}

/**
 * Books a delivery of `event` to each of the user's own (personal-space) switched-on endpoints that asked for it, in
 * the caller's transaction: the event and its deliveries are kept together or not at all.
 * `data.links` holds API paths, made absolute when the message is sent.
 */
export async function queueWebhooks(db: Db, input: { userId: bigint; event: WebhookEvent; data: Record<string, unknown>; now?: Date }): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, input.userId), isNull(webhookEndpoints.companyId), hears(input.event)));
  await bookDeliveries(db, endpoints.map((endpoint) => endpoint.id), { event: input.event, data: input.data, now: input.now ?? new Date() });
  return endpoints.length;
}

/** Trail events that are webhook events, by the trail's name for them. */
const AGREEMENT_EVENTS: Partial<Record<string, WebhookEvent>> = {
  sent: 'agreement.sent',
  viewed: 'agreement.viewed',
  signed: 'agreement.signed',
  declined: 'agreement.declined',
  approved: 'recipient.approved',
  completed: 'agreement.completed',
  voided: 'agreement.voided',
  expired: 'agreement.expired',
  created_from_template: 'template.used',
  created_from_public_link: 'template.used',
};

/**
 * The webhook side of an agreement's audit trail: for an event endpoints can ask for, a snapshot
 * of the agreement (and the recipient who acted) is queued to its workspace's endpoints (the owner's, or its company's).
 */
export async function queueAgreementWebhooks(db: Db, input: { agreementId: bigint; type: string; recipientId?: bigint | undefined; data?: Record<string, unknown> | undefined }): Promise<void> {
  const event = AGREEMENT_EVENTS[input.type];
  if (!event) return;
  // One query on the signing path; an owner without endpoints (the usual case) costs nothing more.
  const listening = await db
    .select({ endpointId: webhookEndpoints.id, id: agreements.id, name: agreements.name, status: agreements.status })
    .from(agreements)
    // A personal agreement's owner's own endpoints; a company agreement's company's (issue 32).
    .innerJoin(
      webhookEndpoints,
      or(and(isNull(agreements.companyId), isNull(webhookEndpoints.companyId), eq(webhookEndpoints.userId, agreements.ownerId)), eq(webhookEndpoints.companyId, agreements.companyId)),
    )
    .where(and(eq(agreements.id, input.agreementId), hears(event)));
  const agreement = listening[0];
  if (!agreement) return;
  const [recipient] = input.recipientId
    ? await db
        .select({ id: agreementRecipients.id, name: agreementRecipients.name, email: agreementRecipients.email, role: agreementRecipients.role })
        .from(agreementRecipients)
        .where(eq(agreementRecipients.id, input.recipientId))
    : [];
  const agreementPath = `/v1/sign/flows/${agreement.id}`;
  await bookDeliveries(
    db,
    listening.map((row) => row.endpointId),
    {
      event,
      now: new Date(),
      data: {
        agreement: { id: String(agreement.id), name: agreement.name, status: agreement.status },
        ...(recipient ? { recipient: { id: String(recipient.id), name: recipient.name, email: recipient.email, role: recipient.role } } : {}),
        ...(event === 'agreement.declined' || event === 'agreement.voided' ? { reason: input.data?.reason ?? '' } : {}),
        ...(event === 'template.used' && typeof input.data?.templateId === 'string' ? { template: { id: input.data.templateId } } : {}),
        links: { agreement: agreementPath, ...(event === 'agreement.completed' ? { finalFile: `${agreementPath}/final/file` } : {}) },
      },
    },
  );
}
