import * as crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import * as contract from '@signet/contracts';
import { enUS, ErrorCode, zhCN } from '@signet/contracts';
import { readyDraft, sendAgreement, signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { startWebhookReceiver } from '../../../test/helpers/webhook-receiver.js';
import { queueAgreementWebhooks } from '../../domain/webhooks/queue-webhooks.js';
import { eventually } from '../../../test/helpers/eventually.js';

/** Verifies a delivery as an integrator would, with the independent `standardwebhooks` package. */
const verify = (secret: string, delivery: { headers: Record<string, unknown>; body: string }) =>
  new Webhook(secret).verify(delivery.body, {
    'webhook-id': String(delivery.headers['webhook-id']),
    'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
    'webhook-signature': String(delivery.headers['webhook-signature']),
  }) as { type: string; timestamp: string; data: { agreement: { id: string; name: string; status: string }; links: Record<string, string> } };

/** The verifier the README shows, run as written (its one import given as an argument). */
async function readmeVerifier(): Promise<(secret: string, headers: Record<string, unknown>, body: string) => boolean> {
  const readme = await readFile(new URL('../../../../../README.md', import.meta.url), 'utf8');
  const code = /```js\n([\s\S]*?function verifySignet[\s\S]*?)```/.exec(readme)?.[1];
  if (!code) throw new Error('the README shows no verifySignet');
  const body = code.replace("import { createHmac, timingSafeEqual } from 'node:crypto';", 'const { createHmac, timingSafeEqual } = crypto;');
  return runInNewContext(`${body}\nverifySignet;`, { crypto, Buffer }) as never;
}

describe.each(databaseTargets())('webhooks on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await buildTestApp(kind, { env: { WEBHOOK_ALLOW_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const register = (token: string, body: { url: string; events: contract.WebhookEvent[]; description?: string }) =>
    callOperation(t, contract.createWebhookEndpoint, { body: { description: '', ...body } }, { token });
  const sendOne = async (token: string, name: string) => {
    const draft = await readyDraft(t, token, { name, recipients: [signer('Bo Chen')] });
    return (await sendAgreement(t, token, draft.id, draft.revision)).result;
  };
  const arrivedFor = (path: string) => receiver.received.filter((hit) => hit.path === path);

  it('signs each delivery so the standardwebhooks package verifies it, and logs it', async () => {
    const me = await signInOnPlan(t, 'individual');
    const made = await register(me.token, { url: receiver.url('/crm'), events: ['agreement.sent', 'agreement.completed'] });
    expect(made.code).toBe(200);
    expect(made.result.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const sent = await sendOne(me.token, 'Lease for 12 Elm St');

    const [hit] = await receiver.waitFor('/crm', 1);
    const message = verify(made.result.secret, hit!);
    expect(message).toMatchObject({ type: 'agreement.sent', data: { agreement: { id: String(sent.id), name: 'Lease for 12 Elm St', status: 'waiting' } } });
    expect(message.data.links.agreement).toBe(`${t.config.publicUrl}/v1/sign/flows/${sent.id}`);
    expect(hit!.headers['webhook-id']).toMatch(/^msg_/);
    // Another secret does not verify it.
    expect(() => verify('whsec_' + Buffer.alloc(24, 7).toString('base64'), hit!)).toThrow();
    // Nor does the README's verifier accept a changed body; it accepts the real one.
    const verifySignet = await readmeVerifier();
    expect(verifySignet(made.result.secret, hit!.headers, hit!.body)).toBe(true);
    expect(verifySignet(made.result.secret, hit!.headers, hit!.body.replace('Elm', 'Oak'))).toBe(false);

    // The receiver answers before the worker writes down how it went: wait for the log to say so.
    const log = await eventually(async () => {
      const now = await callOperation(t, contract.listWebhookDeliveries, { params: { endpointId: made.result.endpoint.id } }, { token: me.token });
      expect(now.result.list).toMatchObject([{ event: 'agreement.sent', status: 'succeeded', attempts: 1, responseCode: 200, messageId: hit!.headers['webhook-id'] }]);
      return now;
    }, 50);

    // Replayed: the same message id and body, signed afresh.
    await callOperation(t, contract.replayWebhookDelivery, { params: { endpointId: made.result.endpoint.id, deliveryId: log.result.list[0]!.id } }, { token: me.token });
    const again = (await receiver.waitFor('/crm', 2))[1]!;
    expect(again.headers['webhook-id']).toBe(hit!.headers['webhook-id']);
    expect(again.body).toBe(hit!.body);
    expect(verify(made.result.secret, again).type).toBe('agreement.sent');
  });

  it('sends only the events an endpoint asked for, and only the owner’s', async () => {
    const me = await signInOnPlan(t, 'individual');
    const other = await signInOnPlan(t, 'individual');
    await register(me.token, { url: receiver.url('/completed-only'), events: ['agreement.completed'] });
    await register(other.token, { url: receiver.url('/someone-else'), events: ['agreement.sent'] });
    await sendOne(me.token, 'Quiet');
    // The job worker polls every 100 ms; a delivery would be there well within a second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect([...arrivedFor('/completed-only'), ...arrivedFor('/someone-else')]).toEqual([]);
  });

  it('rotates the secret: for a day both sign, so a receiver with either verifies', async () => {
    const me = await signInOnPlan(t, 'individual');
    const made = await register(me.token, { url: receiver.url('/rotating'), events: ['agreement.sent'] });
    const rotated = await callOperation(t, contract.rotateWebhookSecret, { params: { endpointId: made.result.endpoint.id } }, { token: me.token });
    expect(rotated.result.secret).not.toBe(made.result.secret);
    await sendOne(me.token, 'Rotated');
    const [hit] = await receiver.waitFor('/rotating', 1);
    expect(String(hit!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(made.result.secret, hit!).type).toBe('agreement.sent');
    expect(verify(rotated.result.secret, hit!).type).toBe('agreement.sent');
  });

  it('names each trail event as its webhook event, with the recipient who acted, the reason, and the sealed file’s link', async () => {
    const me = await signInOnPlan(t, 'individual');
    const made = await register(me.token, { url: receiver.url('/all'), events: [...contract.WEBHOOK_EVENTS] });
    const sent = await sendOne(me.token, 'Everything');
    const recipientId = sent.recipients[0]!.id;
    for (const [type, data] of [
      ['viewed', {}],
      ['signed', {}],
      ['declined', { reason: 'Wrong address' }],
      ['voided', { reason: 'Replaced' }],
      ['completed', {}],
      ['created_from_template', { templateId: '42' }],
      ['draft_saved', {}],
    ] as const) {
      await queueAgreementWebhooks(t.database.db, { agreementId: sent.id, type, recipientId: type === 'viewed' || type === 'signed' || type === 'declined' ? recipientId : undefined, data });
    }
    // The draft's creation was one too (issue 38); created_from_template is both a new draft and a template's use.
    const hits = await receiver.waitFor('/all', 9);
    const messages = hits.map((hit) => verify(made.result.secret, hit) as unknown as { type: string; data: Record<string, unknown> });
    expect(messages.map((message) => message.type).sort()).toEqual(
      ['agreement.sent', 'agreement.viewed', 'agreement.signed', 'agreement.declined', 'agreement.voided', 'agreement.completed', 'agreement.created', 'agreement.created', 'template.used'].sort(),
    );
    const byType = Object.fromEntries(messages.map((message) => [message.type, message.data]));
    expect(byType['agreement.signed']).toMatchObject({ recipient: { id: String(recipientId), name: 'Bo Chen', role: 'signer' } });
    expect(byType['agreement.declined']).toMatchObject({ reason: 'Wrong address', recipient: { name: 'Bo Chen' } });
    expect(byType['agreement.voided']).toMatchObject({ reason: 'Replaced' });
    expect(byType['agreement.completed']).toMatchObject({ links: { finalFile: `${t.config.publicUrl}/v1/sign/flows/${sent.id}/final/file` } });
    expect(byType['template.used']).toMatchObject({ template: { id: '42' } });
  });

  it('sends nothing to a switched-off endpoint, and switching it on again resumes', async () => {
    const me = await signInOnPlan(t, 'individual');
    const made = await register(me.token, { url: receiver.url('/switchable'), events: ['agreement.sent'] });
    const endpointId = made.result.endpoint.id;
    const off = await callOperation(t, contract.updateWebhookEndpoint, { params: { endpointId }, body: { enabled: false } }, { token: me.token });
    expect(off.result).toMatchObject({ enabled: false, disabledReason: 'owner' });
    await sendOne(me.token, 'While off');
    const on = await callOperation(t, contract.updateWebhookEndpoint, { params: { endpointId }, body: { enabled: true, events: ['agreement.sent', 'agreement.voided'] } }, { token: me.token });
    expect(on.result).toMatchObject({ enabled: true, disabledReason: null, events: ['agreement.sent', 'agreement.voided'] });
    const sent = await sendOne(me.token, 'While on');
    const [hit] = await receiver.waitFor('/switchable', 1);
    expect(verify(made.result.secret, hit!).data.agreement.id).toBe(String(sent.id));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(arrivedFor('/switchable')).toHaveLength(1);
  });

  it('refuses plain HTTP and private addresses outside the development allow-list, and another account’s endpoint', async () => {
    const me = await signInOnPlan(t, 'individual');
    const refused = [
      await register(me.token, { url: 'http://hooks.example.com/in', events: ['agreement.sent'] }),
      await register(me.token, { url: 'https://10.0.0.8/in', events: ['agreement.sent'] }),
      await register(me.token, { url: 'https://[::1]/in', events: ['agreement.sent'] }),
      await register(me.token, { url: 'https://169.254.169.254/latest', events: ['agreement.sent'] }),
      await register(me.token, { url: 'https://user:pass@hooks.example.com/in', events: ['agreement.sent'] }),
      await register(me.token, { url: 'https://hooks.example.com/in', events: [] }),
    ];
    expect(refused.map((answer) => answer.code)).toEqual(Array(6).fill(ErrorCode.ParameterError));
    // Each refusal names the field and says why, in the caller's language.
    expect(refused.slice(0, 5).map((answer) => answer.msg)).toEqual([enUS.webhook_url_https, enUS.webhook_url_private, enUS.webhook_url_private, enUS.webhook_url_private, enUS.webhook_url_credentials]);
    expect(refused[0]?.data).toEqual({ issues: [{ in: 'body', path: 'url', message: 'webhook_url_https' }] });
    const inChinese = await callOperation(t, contract.createWebhookEndpoint, { body: { url: 'https://10.0.0.8/in', events: ['agreement.sent'] } }, { token: me.token, headers: { 'accept-language': 'zh-CN' } });
    expect(inChinese.msg).toBe(zhCN.webhook_url_private);
    expect((await register(me.token, { url: 'https://hooks.example.com/in', events: ['agreement.sent'] })).code).toBe(200);

    const other = await signInOnPlan(t, 'individual');
    const theirs = await register(other.token, { url: receiver.url('/theirs'), events: ['agreement.sent'] });
    const endpointId = theirs.result.endpoint.id;
    expect((await callOperation(t, contract.listWebhookDeliveries, { params: { endpointId } }, { token: me.token })).code).toBe(ErrorCode.NotFound);
    expect((await callOperation(t, contract.deleteWebhookEndpoint, { params: { endpointId } }, { token: me.token })).code).toBe(ErrorCode.NotFound);
    expect((await callOperation(t, contract.rotateWebhookSecret, { params: { endpointId } }, { token: me.token })).code).toBe(ErrorCode.NotFound);
    expect((await callOperation(t, contract.listWebhookEndpoints, {}, { token: me.token })).result.list.map((endpoint) => endpoint.url)).toEqual(['https://hooks.example.com/in']);
  });
});
