import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../../test/helpers/database.js';
import { buildUser } from '../../../test/helpers/factories.js';
import { jobs, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { DISABLE_AFTER_MS, RETRY_AFTER_MS, deliverWebhook, type WebhookPost } from './deliver-webhook.js';
import { createEndpoint, rotateSecret } from './endpoints.js';
import { WEBHOOK_DELIVERY_JOB, queueWebhooks } from './queue-webhooks.js';
import { signWebhook } from './webhook-signature.js';
import { personalSpace } from '../company/workspace.js';

const PUBLIC_URL = 'https://signet.example.com';
const allowHosts = new Set<string>();

describe.each(databaseTargets())('delivering webhooks on %s, with the clock moved', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  const setUp = async (now: Date) => {
    const user = await buildUser(database.db);
    const { row: endpoint, secret } = await createEndpoint(database.db, { ...personalSpace(user.id), url: 'https://hooks.example.com/in', events: ['agreement.sent'], description: '', allowHosts, now });
    await queueWebhooks(database.db, { userId: user.id, event: 'agreement.sent', data: { agreement: { id: '1', name: 'Lease', status: 'waiting' }, links: { agreement: '/v1/sign/flows/1' } }, now });
    const [delivery] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    return { user, endpoint, secret, delivery: delivery! };
  };
  const readDelivery = async (id: bigint) => (await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;
  const readEndpoint = async (id: bigint) => (await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;
  const jobsFor = async (deliveryId: bigint) =>
    (await database.db.select().from(jobs).where(eq(jobs.type, WEBHOOK_DELIVERY_JOB))).filter((job) => (job.payload as { deliveryId: string }).deliveryId === String(deliveryId));

  it('retries a failing endpoint on a schedule of about a day, then fails the delivery, switches the endpoint off and mails its owner', async () => {
    let now = new Date('2026-11-26T12:00:00Z');
    const { user, endpoint, delivery } = await setUp(now);
    const attempts: string[] = [];
    const failing: WebhookPost = async (_url, headers) => {
      attempts.push(headers['webhook-id']!);
      return { status: 503 };
    };
    for (const wait of RETRY_AFTER_MS) {
      await deliverWebhook(database.db, { deliveryId: delivery.id, publicUrl: PUBLIC_URL, post: failing, now });
      const row = await readDelivery(delivery.id);
      expect(row).toMatchObject({ status: 'retrying', responseCode: 503, nextAttemptAt: new Date(now.getTime() + wait) });
      now = new Date(now.getTime() + wait);
    }
    // The booked jobs: the first, then one per retry, each at its time.
    expect((await jobsFor(delivery.id)).map((job) => job.runAt.getTime() - new Date('2026-11-26T12:00:00Z').getTime())).toEqual(
      [0, ...RETRY_AFTER_MS.map((_, index) => RETRY_AFTER_MS.slice(0, index + 1).reduce((sum, wait) => sum + wait, 0))],
    );
    expect(RETRY_AFTER_MS.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThan(DISABLE_AFTER_MS);

    await deliverWebhook(database.db, { deliveryId: delivery.id, publicUrl: PUBLIC_URL, post: failing, now });
    expect(await readDelivery(delivery.id)).toMatchObject({ status: 'failed', attempts: RETRY_AFTER_MS.length + 1, nextAttemptAt: null });
    expect(new Set(attempts)).toEqual(new Set([delivery.messageId]));
    expect(await readEndpoint(endpoint.id)).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const mails = await database.db.select().from(jobs).where(and(eq(jobs.type, 'mail.send')));
    expect(mails.map((job) => job.payload)).toContainEqual(expect.objectContaining({ to: [user.email], subject: 'Signet switched off one of your webhook endpoints' }));

    // Run again (a retried job): nothing more is sent.
    await deliverWebhook(database.db, { deliveryId: delivery.id, publicUrl: PUBLIC_URL, post: failing, now });
    expect(attempts).toHaveLength(RETRY_AFTER_MS.length + 1);
  });

  it('recovers when the endpoint answers again: the delivery succeeds and the endpoint is healthy', async () => {
    const start = new Date('2026-11-26T12:00:00Z');
    const { endpoint, delivery, secret } = await setUp(start);
    await deliverWebhook(database.db, { deliveryId: delivery.id, publicUrl: PUBLIC_URL, post: async () => ({ error: 'connect ECONNREFUSED' }), now: start });
    expect(await readEndpoint(endpoint.id)).toMatchObject({ failingSince: start });
    expect(await readDelivery(delivery.id)).toMatchObject({ status: 'retrying', responseCode: null, error: 'connect ECONNREFUSED' });
    const later = new Date(start.getTime() + RETRY_AFTER_MS[0]!);
    let seen: { headers: Record<string, string>; body: string } | null = null;
    await deliverWebhook(database.db, {
      deliveryId: delivery.id,
      publicUrl: PUBLIC_URL,
      post: async (_url, headers, body) => {
        seen = { headers, body };
        return { status: 204 };
      },
      now: later,
    });
    expect(await readDelivery(delivery.id)).toMatchObject({ status: 'succeeded', attempts: 2, responseCode: 204 });
    expect(await readEndpoint(endpoint.id)).toMatchObject({ enabled: true, failingSince: null });
    // Signed for the moment it was sent (webhooks.test.ts verifies real deliveries with standardwebhooks).
    const { headers, body } = seen!;
    expect(headers['webhook-timestamp']).toBe(String(later.getTime() / 1000));
    expect(headers['webhook-signature']).toBe(signWebhook([secret], delivery.messageId, later.getTime() / 1000, body));
    expect(JSON.parse(body)).toMatchObject({ type: 'agreement.sent', data: { links: { agreement: `${PUBLIC_URL}/v1/sign/flows/1` } } });
  });

  it('signs with both secrets for a day after a rotation, then with the new one alone', async () => {
    const start = new Date();
    const { user, endpoint, delivery } = await setUp(start);
    await rotateSecret(database.db, { ...personalSpace(user.id), endpointId: endpoint.id, now: start });
    const signatures: string[] = [];
    const post: WebhookPost = async (_url, headers) => {
      signatures.push(headers['webhook-signature']!);
      return { status: 500 };
    };
    await deliverWebhook(database.db, { deliveryId: delivery.id, publicUrl: PUBLIC_URL, post, now: start });
    await deliverWebhook(database.db, { deliveryId: delivery.id, publicUrl: PUBLIC_URL, post, now: new Date(start.getTime() + 25 * 3_600_000) });
    expect(signatures.map((header) => header.split(' ').length)).toEqual([2, 1]);
  });
});
