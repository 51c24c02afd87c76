import { and, arrayContains, eq } from 'drizzle-orm';
import type { WebhookEvent } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementRecipients, agreements, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { generateMessageId } from './webhook-signature.js';

/** The job that makes one attempt at one delivery (deliver-webhook.ts). */
export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';

/**
 * Books a delivery of `event` to each of the user's switched-on endpoints that asked for it, in
 * the caller's transaction: the event and its deliveries are kept together or not at all.
 * `data.links` holds API paths, made absolute when the message is sent.
 */
export async function queueWebhooks(db: Db, input: { userId: bigint; event: WebhookEvent; data: Record<string, unknown>; now?: Date }): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, input.userId), eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [input.event])));
  const now = input.now ?? new Date();
  for (const endpoint of endpoints) {
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint.id, event: input.event, messageId: generateMessageId(), data: input.data, createdAt: now, nextAttemptAt: now })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) throw new Error('delivery insert returned nothing');
    await enqueueJob(db, { type: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: String(delivery.id) }, dedupeKey: `${WEBHOOK_DELIVERY_JOB}:${delivery.id}:0`, runAt: now });
  }
  return endpoints.length;
}

/** Trail events that are webhook events, by the trail's name for them. */
const AGREEMENT_EVENTS: Partial<Record<string, WebhookEvent>> = {
  sent: 'agreement.sent',
  viewed: 'agreement.viewed',
  signed: 'agreement.signed',
  declined: 'agreement.declined',
  completed: 'agreement.completed',
  voided: 'agreement.voided',
  expired: 'agreement.expired',
  created_from_template: 'template.used',
  created_from_public_link: 'template.used',
};

/**
 * The webhook side of an agreement's audit trail: for an event endpoints can ask for, a snapshot
 * of the agreement (and the recipient who acted) is queued to its owner's endpoints.
 */
export async function queueAgreementWebhooks(db: Db, input: { agreementId: bigint; type: string; recipientId?: bigint | undefined; data?: Record<string, unknown> | undefined }): Promise<void> {
  const event = AGREEMENT_EVENTS[input.type];
  if (!event) return;
  const [agreement] = await db
    .select({ id: agreements.id, ownerId: agreements.ownerId, name: agreements.name, status: agreements.status })
    .from(agreements)
    .where(eq(agreements.id, input.agreementId));
  if (!agreement) return;
  const [recipient] = input.recipientId
    ? await db
        .select({ id: agreementRecipients.id, name: agreementRecipients.name, email: agreementRecipients.email, role: agreementRecipients.role })
        .from(agreementRecipients)
        .where(eq(agreementRecipients.id, input.recipientId))
    : [];
  const agreementPath = `/v1/sign/flows/${agreement.id}`;
  await queueWebhooks(db, {
    userId: agreement.ownerId,
    event,
    data: {
      agreement: { id: String(agreement.id), name: agreement.name, status: agreement.status },
      ...(recipient ? { recipient: { id: String(recipient.id), name: recipient.name, email: recipient.email, role: recipient.role } } : {}),
      ...(event === 'agreement.declined' || event === 'agreement.voided' ? { reason: input.data?.reason ?? '' } : {}),
      ...(event === 'template.used' && typeof input.data?.templateId === 'string' ? { template: { id: input.data.templateId } } : {}),
      links: { agreement: agreementPath, ...(event === 'agreement.completed' ? { finalFile: `${agreementPath}/final/file` } : {}) },
    },
  });
}
