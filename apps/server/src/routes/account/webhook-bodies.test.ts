import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import * as contract from '@signet/contracts';
import { LIMITS, WEBHOOK_BODY_SCHEMAS, type WebhookEvent } from '@signet/contracts';
import { agreementRecipients, agreements, webhookDeliveries } from '../../db/schema/index.js';
import { createAgreement, readyDraft, sendAgreement, signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { signedAgreement } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { makePdf } from '../../../test/helpers/sample-files.js';
import { startWebhookReceiver, type ReceivedWebhook } from '../../../test/helpers/webhook-receiver.js';
import { eventually } from '../../../test/helpers/eventually.js';
import { createEndpoint } from '../../domain/webhooks/endpoints.js';
import { deleteOldDeliveries } from '../../domain/webhooks/deliveries.js';
import { queueAgreementWebhooks } from '../../domain/webhooks/queue-webhooks.js';

/** A delivered body, verified as an integrator would and parsed with the published schema of its event. */
function parsed(secret: string, hit: ReceivedWebhook) {
  const message = new Webhook(secret).verify(hit.body, {
    'webhook-id': String(hit.headers['webhook-id']),
    'webhook-timestamp': String(hit.headers['webhook-timestamp']),
    'webhook-signature': String(hit.headers['webhook-signature']),
  }) as { type: WebhookEvent };
  return WEBHOOK_BODY_SCHEMAS[message.type].parse(message);
}

describe.each(databaseTargets())('webhook bodies (issue 38) on %s', (kind) => {
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

  const register = (token: string, path: string, events: WebhookEvent[]) =>
    callOperation(t, contract.createWebhookEndpoint, { body: { url: receiver.url(path), events, description: '' } }, { token });

  it('the OpenAPI document has a webhooks section with each event’s body schema', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const document = answer.json<{ webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: { $ref?: string } }> } } }>; components: { schemas: Record<string, unknown> } }>();
    expect(Object.keys(document.webhooks).sort()).toEqual([...contract.WEBHOOK_EVENTS].sort());
    const ref = document.webhooks['agreement.completed']?.post.requestBody.content['application/json']?.schema.$ref;
    expect(ref).toBe('#/components/schemas/Webhook_agreement_completed');
    expect(JSON.stringify(document.components.schemas.Webhook_agreement_completed)).toContain('externalId');
  });

  it('agreement.created and recipient.reminded carry the agreement with externalId, metadata, recipients and their verification', async () => {
    const me = await signInOnPlan(t, 'individual');
    const made = await register(me.token, '/created', ['agreement.created', 'recipient.reminded', 'agreement.sent']);
    const draft = await readyDraft(t, me.token, {
      name: 'Lease 7',
      externalId: 'crm-7',
      metadata: { dealId: '7', region: 'emea' },
      recipients: [{ ...signer('Bo Chen'), verification: 'email_code' }],
    });
    const sent = (await sendAgreement(t, me.token, draft.id, draft.revision)).result;
    const notified = await callOperation(t, contract.notifySigners, { params: { flowId: sent.id }, body: { scope: 'all' } }, { token: me.token });
    expect(notified.code).toBe(200);
    // An automatic round's trail event (follow-up/remind-signers.ts) names the recipients it reminded.
    await queueAgreementWebhooks(t.database.db, { agreementId: sent.id, type: 'reminded', data: { recipientIds: [String(sent.recipients[0]!.id)] } });

    const hits = await receiver.waitFor('/created', 4);
    const bodies = hits.map((hit) => parsed(made.result.secret, hit));
    const created = bodies.find((body) => body.type === 'agreement.created');
    expect(created).toMatchObject({
      test: false,
      data: {
        agreement: { id: String(draft.id), name: 'Lease 7', status: 'draft', externalId: 'crm-7', metadata: { dealId: '7', region: 'emea' }, test: false, sentAt: null, completedAt: null },
        recipients: [{ name: 'Bo Chen', role: 'signer', order: 1, status: 'pending', verification: { method: 'email_code', verifiedAt: null } }],
        origin: { kind: 'created', id: null },
        links: { agreement: `${t.config.publicUrl}/v1/sign/flows/${draft.id}` },
      },
    });
    const reminded = bodies.flatMap((body) => (body.type === 'recipient.reminded' ? [body.data] : []));
    expect(reminded.map((data) => data.kind).sort()).toEqual(['automatic', 'manual']);
    for (const data of reminded) {
      expect(data).toMatchObject({ recipient: { id: String(sent.recipients[0]!.id), name: 'Bo Chen', status: 'invited' }, agreement: { status: 'waiting', externalId: 'crm-7' } });
    }
  });

  it('agreement.signed and agreement.completed carry each signer, field values by key, externalId, metadata and the sealed files’ links', async () => {
    let endpointSecret = '';
    const signed = await signedAgreement(t, {
      pdf: await makePdf(1),
      name: 'Supply deal',
      fields: ([a, b], documentId) => [
        { recipientId: a, documentId, page: 1, type: 'signature', x: 0.1, y: 0.7, width: 0.3, height: 0.08 },
        { recipientId: a, documentId, page: 1, type: 'text', x: 0.1, y: 0.5, width: 0.3, height: 0.05, label: 'Company', key: 'company' },
        { recipientId: b, documentId, page: 1, type: 'signature', x: 0.5, y: 0.7, width: 0.3, height: 0.08 },
      ],
      values: (type) => (type === 'text' ? 'Acme Ltd' : undefined),
      // Before the first signature: the owner's endpoint, and the integrator's keys on the agreement.
      beforeSubmit: async (recipient) => {
        if (endpointSecret) return;
        const [row] = await t.database.db
          .select({ agreementId: agreements.id, ownerId: agreements.ownerId })
          .from(agreementRecipients)
          .innerJoin(agreements, eq(agreements.id, agreementRecipients.agreementId))
          .where(eq(agreementRecipients.id, recipient.id));
        await t.database.db.update(agreements).set({ externalId: 'po-99', metadata: { buyer: 'Acme' } }).where(eq(agreements.id, row!.agreementId));
        const endpoint = await createEndpoint(t.database.db, {
          userId: row!.ownerId,
          companyId: null,
          companyRole: null,
          url: receiver.url('/completed'),
          events: ['agreement.signed', 'agreement.completed'],
          description: '',
          allowHosts: new Set(['127.0.0.1']),
        });
        endpointSecret = endpoint.secret;
      },
    });
    const hits = await receiver.waitFor('/completed', 3, 30_000);
    const bodies = hits.map((hit) => parsed(endpointSecret, hit));
    const [ann, bob] = signed.signers;
    const firstSigned = bodies.flatMap((body) => (body.type === 'agreement.signed' && body.data.recipient.id === String(ann!.id) ? [body] : []))[0];
    expect(firstSigned).toMatchObject({ data: { recipient: { name: 'Ann Lee', status: 'signed', order: 1 }, agreement: { externalId: 'po-99', metadata: { buyer: 'Acme' } } } });
    expect(firstSigned?.data.recipient.signedAt).toEqual(expect.any(String));

    const completed = bodies.find((body) => body.type === 'agreement.completed');
    if (completed?.type !== 'agreement.completed') throw new Error('no agreement.completed body');
    const flow = `${t.config.publicUrl}/v1/sign/flows/${signed.agreement.id}`;
    expect(completed.data.agreement).toMatchObject({ status: 'completed', externalId: 'po-99', metadata: { buyer: 'Acme' }, test: false });
    expect(completed.data.agreement.completedAt).toEqual(expect.any(String));
    expect(completed.data.links).toEqual({ agreement: flow, finalFile: `${flow}/final/file`, finalZip: `${flow}/final/zip` });
    expect(completed.data.recipients.map((recipient) => [recipient.name, recipient.status])).toEqual([
      ['Ann Lee', 'signed'],
      ['Bob Stone', 'signed'],
      ['Vic Viewer', 'invited'],
    ]);
    expect(completed.data.fields.find((field) => field.key === 'company')).toMatchObject({ recipientId: String(ann!.id), name: 'Company', type: 'text', value: 'Acme Ltd', imageSha256: null });
    // Images are not inline: their hash, and the sealed document that shows them.
    const signatures = completed.data.fields.filter((field) => field.type === 'signature');
    expect(signatures.map((field) => field.recipientId).sort()).toEqual([String(ann!.id), String(bob!.id)].sort());
    for (const field of signatures) expect(field).toMatchObject({ value: null, imageSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // The sealed file's link answers the PDF to the owner.
    const file = await t.app.inject({ method: 'GET', url: new URL(completed.data.links.finalFile).pathname, headers: { 'x-token': signed.me.token } });
    expect(file.headers['content-type']).toContain('application/pdf');
  });

  it('sends a test event with a sample body marked test, and the log shows the body sent and the answer', async () => {
    const me = await signInOnPlan(t, 'individual');
    const made = await register(me.token, '/tested', ['agreement.sent']);
    const endpointId = made.result.endpoint.id;
    const booked = await callOperation(t, contract.sendWebhookTestEvent, { params: { endpointId }, body: { event: 'agreement.completed' } }, { token: me.token });
    expect(booked.result).toMatchObject({ event: 'agreement.completed', test: true, status: 'pending' });

    const [hit] = await receiver.waitFor('/tested', 1);
    const body = parsed(made.result.secret, hit!);
    expect(body).toMatchObject({ type: 'agreement.completed', test: true, data: { agreement: { test: true, status: 'completed', externalId: 'sample-4711' } } });

    const log = await eventually(async () => {
      const answer = await callOperation(t, contract.listWebhookDeliveries, { params: { endpointId } }, { token: me.token });
      expect(answer.result.list[0]).toMatchObject({ status: 'succeeded', responseCode: 200, responseBody: 'ok', test: true });
      return answer.result.list[0]!;
    }, 50);
    expect(log.requestBody).toBe(hit!.body);

    // An unknown event is refused by the contract, naming the field.
    const refused = await callOperation(t, contract.sendWebhookTestEvent, { params: { endpointId }, body: { event: 'agreement.lost' as WebhookEvent } }, { token: me.token });
    expect(refused.code).toBe(contract.ErrorCode.ParameterError);
    expect(refused.data).toMatchObject({ issues: [{ in: 'body', path: 'event' }] });
    // A switched-off endpoint sends nothing.
    await callOperation(t, contract.updateWebhookEndpoint, { params: { endpointId }, body: { enabled: false } }, { token: me.token });
    expect((await callOperation(t, contract.sendWebhookTestEvent, { params: { endpointId }, body: { event: 'agreement.sent' } }, { token: me.token })).code).toBe(contract.ErrorCode.ParameterError);
  });

  it('keeps at most LIMITS.webhookLogBodyChars of the answer, and deletes deliveries older than 30 days', async () => {
    const me = await signInOnPlan(t, 'individual');
    const made = await register(me.token, '/long-answer', ['agreement.sent']);
    const endpointId = made.result.endpoint.id;
    receiver.state.body = 'x'.repeat(LIMITS.webhookLogBodyChars + 500);
    try {
      await callOperation(t, contract.sendWebhookTestEvent, { params: { endpointId }, body: { event: 'agreement.sent' } }, { token: me.token });
      const kept = await eventually(async () => {
        const answer = await callOperation(t, contract.listWebhookDeliveries, { params: { endpointId } }, { token: me.token });
        expect(answer.result.list[0]?.status).toBe('succeeded');
        return answer.result.list[0]!;
      }, 50);
      expect(kept.responseBody).toHaveLength(LIMITS.webhookLogBodyChars);
    } finally {
      receiver.state.body = 'ok';
    }

    const old = new Date(Date.now() - 31 * 24 * 3_600_000);
    await t.database.db.update(webhookDeliveries).set({ createdAt: old }).where(eq(webhookDeliveries.endpointId, endpointId));
    await callOperation(t, contract.sendWebhookTestEvent, { params: { endpointId }, body: { event: 'agreement.viewed' } }, { token: me.token });
    expect(await deleteOldDeliveries(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await callOperation(t, contract.listWebhookDeliveries, { params: { endpointId } }, { token: me.token });
    expect(left.result.list.map((delivery) => delivery.event)).toEqual(['agreement.viewed']);
  });

  it('a copy and an agreement made from scratch are both agreement.created; a draft made without keys has null and {}', async () => {
    const me = await signInOnPlan(t, 'individual');
    const made = await register(me.token, '/copies', ['agreement.created']);
    const plain = (await createAgreement(t, me.token, { name: 'Plain', recipients: [signer('Cy Dee')] })).result;
    expect(plain).toMatchObject({ externalId: null, metadata: {} });
    const draft = await readyDraft(t, me.token, { name: 'Keyed', externalId: 'k-1', metadata: { team: 'sales' }, recipients: [signer('Cy Dee')] });
    // A copy keeps the metadata; the externalId names one agreement, so the copy has none.
    const copy = await callOperation(t, contract.copyAgreement, { params: { flowId: draft.id } }, { token: me.token });
    expect(copy.result).toMatchObject({ externalId: null, metadata: { team: 'sales' } });
    const bodies = (await receiver.waitFor('/copies', 3)).map((hit) => parsed(made.result.secret, hit));
    const origins = bodies.map((body) => (body.type === 'agreement.created' ? body.data.origin : null));
    expect(origins).toEqual(expect.arrayContaining([{ kind: 'created', id: null }, { kind: 'copy', id: String(draft.id) }]));
    expect(origins).toHaveLength(3);
  });
});
