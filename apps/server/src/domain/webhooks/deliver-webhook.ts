import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, LIMITS, isLocale } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { sendMailLater } from '../../jobs/mail-job.js';
import { renderWebhookDisabledMail } from '../../mail/templates/webhook-disabled-mail.js';
import { activeSecrets } from './endpoints.js';
import { WEBHOOK_DELIVERY_JOB } from './queue-webhooks.js';
import { signWebhook } from './webhook-signature.js';

/** Waits after each failed attempt: about a day in all (27.6 h), then the delivery has failed. */
export const RETRY_AFTER_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000];
/** An endpoint failing this long with a delivery given up is switched off, and its owner told. */
export const DISABLE_AFTER_MS = 24 * 3_600_000;

/** One HTTP POST: the status the endpoint answered (and the start of its body), or why it could not be reached. */
export type WebhookPost = (url: string, headers: Record<string, string>, body: string) => Promise<{ status: number; body?: string } | { error: string }>;

/** The JSON body: the event, when it happened, whether it is a test, and its data with API paths made absolute links. */
function bodyOf(delivery: typeof webhookDeliveries.$inferSelect, publicUrl: string): string {
  const { links, ...data } = delivery.data as { links?: Record<string, string> };
  const absolute = Object.fromEntries(Object.entries(links ?? {}).map(([name, path]) => [name, `${publicUrl}${path}`]));
  // `test` (issue 38): about a test-mode agreement or a test event, so a receiver can keep them apart.
  return JSON.stringify({ type: delivery.event, timestamp: delivery.createdAt.toISOString(), test: delivery.test, data: { ...data, links: absolute } });
}

/**
 * Makes one attempt at a delivery: signs the body with the endpoint's active secrets (Standard
 * Webhooks headers), posts it, and records the answer. A 2xx succeeds; anything else books the
 * next attempt on the schedule, until the last one fails the delivery, and an endpoint failing
 * for a day is switched off and its owner mailed. Safe to run twice: a settled delivery is left.
 */
export async function deliverWebhook(db: Db, input: { deliveryId: bigint; publicUrl: string; post: WebhookPost; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, input.deliveryId));
  if (!row || row.delivery.status === 'succeeded' || row.delivery.status === 'failed') return;
  const { delivery, endpoint } = row;
  if (!endpoint.enabled) {
    await db.update(webhookDeliveries).set({ status: 'failed', error: 'The endpoint is switched off.', nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const body = delivery.payload ?? bodyOf(delivery, input.publicUrl);
  const timestamp = Math.floor(now.getTime() / 1000);
  const answer = await input.post(
    endpoint.url,
    {
      'content-type': 'application/json',
      'user-agent': 'Signet-Webhooks/1',
      'webhook-id': delivery.messageId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(activeSecrets(endpoint, now), delivery.messageId, timestamp, body),
    },
    body,
  );
  const attempts = delivery.attempts + 1;
  const ok = 'status' in answer && answer.status >= 200 && answer.status < 300;
  const recorded = {
    payload: body,
    attempts,
    lastAttemptAt: now,
    responseCode: 'status' in answer ? answer.status : null,
    // The log keeps the start of the answer (issue 38), enough to read an endpoint's error.
    responseBody: 'status' in answer ? (answer.body ?? '').slice(0, LIMITS.webhookLogBodyChars) : null,
    error: 'error' in answer ? answer.error.slice(0, 500) : null,
  };

  if (ok) {
    await db.transaction(async (tx) => {
      await tx.update(webhookDeliveries).set({ ...recorded, status: 'succeeded', nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
    });
    return;
  }
  const wait = RETRY_AFTER_MS[attempts - 1];
  await db.transaction(async (tx) => {
    const failingSince = endpoint.failingSince ?? now;
    if (!endpoint.failingSince) await tx.update(webhookEndpoints).set({ failingSince }).where(eq(webhookEndpoints.id, endpoint.id));
    if (wait !== undefined) {
      const next = new Date(now.getTime() + wait);
      await tx.update(webhookDeliveries).set({ ...recorded, status: 'retrying', nextAttemptAt: next }).where(eq(webhookDeliveries.id, delivery.id));
      await enqueueJob(tx, { type: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: String(delivery.id) }, dedupeKey: `${WEBHOOK_DELIVERY_JOB}:${delivery.id}:${attempts}`, runAt: next });
      return;
    }
    await tx.update(webhookDeliveries).set({ ...recorded, status: 'failed', nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
    if (now.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS) await switchOffFailing(tx, endpoint, now);
  });
}

/** Switches a failing endpoint off and tells its owner, in their language. */
async function switchOffFailing(tx: Db, endpoint: typeof webhookEndpoints.$inferSelect, now: Date): Promise<void> {
  const switched = await tx.update(webhookEndpoints).set({ enabled: false, disabledReason: 'failing' }).where(eq(webhookEndpoints.id, endpoint.id)).returning({ id: webhookEndpoints.id });
  if (switched.length === 0) return;
  const [owner] = await tx.select({ email: users.email, name: users.name, locale: users.locale }).from(users).where(eq(users.id, endpoint.userId));
  if (!owner?.email) return;
  const locale = isLocale(owner.locale) ? owner.locale : DEFAULT_LOCALE;
  await sendMailLater(tx, { to: [owner.email], ...renderWebhookDisabledMail({ url: endpoint.url, since: endpoint.failingSince ?? now }, locale) }, { dedupeKey: `webhook-disabled:${endpoint.id}:${now.getTime()}` });
}
