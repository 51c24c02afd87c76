import { describe, expect, it } from 'vitest';
import { generateMessageId, generateWebhookSecret, signWebhook } from '../../../../apps/server/src/domain/webhooks/webhook-signature.js';
import { SignetWebhookVerificationError, verifyWebhook } from './verify-webhook.js';

const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const body = JSON.stringify({ type: 'agreement.completed', timestamp: '2026-11-29T12:00:00.000Z', data: { agreement: { id: '7391234567890123457', externalId: 'order-42' } } });

/** A message signed by the server's own signing code, as a delivery carries it. */
function delivery(secrets: string[], text = body, sentAt = NOW) {
  const id = generateMessageId();
  const timestamp = Math.floor(sentAt / 1000);
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secrets, id, timestamp, text) };
}

const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof SignetWebhookVerificationError ? error.reason : error));

describe('verifyWebhook', () => {
  it("accepts a message the server signed, and answers it parsed", async () => {
    const secret = generateWebhookSecret();
    const event = await verifyWebhook(body, delivery([secret]), secret, { now: NOW });
    expect(event.type).toBe('agreement.completed');
    expect(event.data).toEqual({ agreement: { id: '7391234567890123457', externalId: 'order-42' } });
  });

  it('accepts the raw bytes, fetch Headers and Node header objects alike', async () => {
    const secret = generateWebhookSecret();
    const headers = delivery([secret]);
    await expect(verifyWebhook(new TextEncoder().encode(body), new Headers(headers), secret, { now: NOW })).resolves.toMatchObject({ type: 'agreement.completed' });
    const node = { 'Webhook-Id': headers['webhook-id'], 'webhook-timestamp': [headers['webhook-timestamp']], 'webhook-signature': headers['webhook-signature'] };
    await expect(verifyWebhook(body, node, secret, { now: NOW })).resolves.toMatchObject({ type: 'agreement.completed' });
  });

  it('refuses a tampered body, another secret, and a missing signature', async () => {
    const secret = generateWebhookSecret();
    const headers = delivery([secret]);
    expect(await refusal(verifyWebhook(body.replace('order-42', 'order-43'), headers, secret, { now: NOW }))).toBe('no_matching_signature');
    expect(await refusal(verifyWebhook(body, headers, generateWebhookSecret(), { now: NOW }))).toBe('no_matching_signature');
    expect(await refusal(verifyWebhook(body, { ...headers, 'webhook-signature': undefined }, secret, { now: NOW }))).toBe('missing_headers');
    // The id and timestamp are signed too: moving a signature to another message fails.
    expect(await refusal(verifyWebhook(body, { ...headers, 'webhook-id': 'msg_other' }, secret, { now: NOW }))).toBe('no_matching_signature');
  });

  it('after a rotation, the old and the new secret both verify the twice-signed message', async () => {
    const [old, current] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = delivery([old, current]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    await expect(verifyWebhook(body, headers, current, { now: NOW })).resolves.toMatchObject({ type: 'agreement.completed' });
    await expect(verifyWebhook(body, headers, old, { now: NOW })).resolves.toMatchObject({ type: 'agreement.completed' });
    // A receiver holding both while it switches accepts a message signed with either alone.
    await expect(verifyWebhook(body, delivery([current]), [old, current], { now: NOW })).resolves.toMatchObject({ type: 'agreement.completed' });
  });

  it('refuses a message older or newer than the tolerance (a replay), five minutes by default', async () => {
    const secret = generateWebhookSecret();
    expect(await refusal(verifyWebhook(body, delivery([secret], body, NOW - 301_000), secret, { now: NOW }))).toBe('timestamp_out_of_tolerance');
    expect(await refusal(verifyWebhook(body, delivery([secret], body, NOW + 301_000), secret, { now: NOW }))).toBe('timestamp_out_of_tolerance');
    await expect(verifyWebhook(body, delivery([secret], body, NOW - 299_000), secret, { now: NOW })).resolves.toBeTruthy();
    await expect(verifyWebhook(body, delivery([secret], body, NOW - 3_600_000), secret, { now: NOW, toleranceSeconds: 7200 })).resolves.toBeTruthy();
  });

  it('refuses a secret that is not base64', async () => {
    const secret = generateWebhookSecret();
    expect(await refusal(verifyWebhook(body, delivery([secret]), 'whsec_***', { now: NOW }))).toBe('invalid_secret');
  });
});
