import { and, desc, eq, lt } from 'drizzle-orm';
import { AppError, ErrorCode, LIMITS, parameterRefused, type WebhookEvent } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { webhookDeliveries } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { requireOwnEndpoint } from './endpoints.js';
import { WEBHOOK_DELIVERY_JOB, bookDeliveries } from './queue-webhooks.js';
import { sampleWebhookData } from './sample-webhook-data.js';
import type { Workspace } from '../company/workspace.js';

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** An endpoint's newest deliveries, for its owner's delivery log. */
export async function listDeliveries(db: Db, input: Workspace & { endpointId: bigint }): Promise<WebhookDeliveryRow[]> {
  await requireOwnEndpoint(db, input, input.endpointId);
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, input.endpointId)).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(100);
}

/**
 * Sends a delivery again now (same message id and body, so a receiver that already has it can
 * tell), whatever became of it; its schedule starts over. The endpoint must be switched on.
 */
export async function replayDelivery(db: Db, input: Workspace & { endpointId: bigint; deliveryId: bigint; now?: Date }): Promise<WebhookDeliveryRow> {
  const endpoint = await requireOwnEndpoint(db, input, input.endpointId);
  if (!endpoint.enabled) throw parameterRefused('params', 'endpointId', 'webhook_endpoint_disabled');
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
      .where(and(eq(webhookDeliveries.id, input.deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)))
      .returning();
    if (!row) throw new AppError(ErrorCode.NotFound, { detail: `no delivery ${input.deliveryId}` });
    await enqueueJob(tx, { type: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: String(row.id) }, dedupeKey: `${WEBHOOK_DELIVERY_JOB}:${row.id}:replay:${now.getTime()}`, runAt: now });
    return row;
  });
}

/**
 * "Send a test event" (issue 38): one delivery of a sample body of `event` to this endpoint, marked
 * test, sent and logged like any other. The endpoint must be switched on (403 otherwise).
 */
export async function sendTestEvent(db: Db, input: Workspace & { endpointId: bigint; event: WebhookEvent; now?: Date }): Promise<WebhookDeliveryRow> {
  const endpoint = await requireOwnEndpoint(db, input, input.endpointId);
  if (!endpoint.enabled) throw parameterRefused('params', 'endpointId', 'webhook_endpoint_disabled');
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [id] = await bookDeliveries(tx, [endpoint.id], { event: input.event, data: sampleWebhookData(input.event, now), test: true, now });
    const [row] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id as bigint));
    if (!row) throw new Error('test delivery vanished');
    return row;
  });
}

/** Deletes deliveries older than the log keeps (LIMITS.webhookLogDays), whatever became of them; the periodic cleanup job. */
export async function deleteOldDeliveries(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - LIMITS.webhookLogDays * 24 * 3_600_000);
  const deleted = await db.delete(webhookDeliveries).where(lt(webhookDeliveries.createdAt, before)).returning({ id: webhookDeliveries.id });
  return deleted.length;
}

export function presentDelivery(row: WebhookDeliveryRow) {
  return {
    id: row.id,
    event: row.event as WebhookEvent,
    messageId: row.messageId,
    status: row.status as 'pending' | 'succeeded' | 'retrying' | 'failed',
    attempts: row.attempts,
    responseCode: row.responseCode,
    error: row.error,
    test: row.test,
    requestBody: row.payload,
    responseBody: row.responseBody,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  };
}
