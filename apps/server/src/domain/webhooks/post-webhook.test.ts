import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../../../test/helpers/webhook-receiver.js';
import { isForbiddenAddress } from './address-guard.js';
import { postWebhook } from './post-webhook.js';

describe('the SSRF guard', () => {
  it('forbids this machine, private networks, link-local, carrier-grade NAT and their IPv6 forms', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not-an-ip']) {
      expect({ address, forbidden: isForbiddenAddress(address) }).toEqual({ address, forbidden: true });
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::6810:85e5']) {
      expect({ address, forbidden: isForbiddenAddress(address) }).toEqual({ address, forbidden: false });
    }
  });

  describe('on a real connection', () => {
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    beforeAll(async () => {
      receiver = await startWebhookReceiver();
    });
    afterAll(() => receiver.close());
    const headers = { 'content-type': 'application/json' };

    it('refuses loopback by address and by a name that resolves to it, after DNS, and delivers only to an allowed host', async () => {
      const strict = postWebhook(new Set());
      expect(await strict(receiver.url('/a'), headers, '{}')).toEqual({ error: expect.stringMatching(/127\.0\.0\.1.*may not reach/) });
      expect(await strict(`http://localhost:${receiver.port}/b`, headers, '{}')).toEqual({ error: expect.stringMatching(/localhost resolves to .* which webhooks may not reach/) });
      expect(receiver.received).toEqual([]);
      const allowed = postWebhook(new Set(['localhost']));
      expect(await allowed(`http://localhost:${receiver.port}/c`, headers, '{"x":1}')).toEqual({ status: 200, body: 'ok' });
      expect(receiver.received.map((hit) => [hit.path, hit.body])).toEqual([['/c', '{"x":1}']]);
    });

    it('follows no redirect: a 302 is the answer, and its target is never asked', async () => {
      receiver.state.redirectTo = receiver.url('/redirected');
      const allowed = postWebhook(new Set(['127.0.0.1']));
      expect(await allowed(receiver.url('/moved'), headers, '{}')).toEqual({ status: 302, body: '' });
      receiver.state.redirectTo = null;
      expect(receiver.received.some((hit) => hit.path === '/redirected')).toBe(false);
    });
  });
});
