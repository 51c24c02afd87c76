import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { ErrorCode } from '@signet/contracts';
import { signatureField, signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation, type Caller } from '../../../test/helpers/call-operation.js';
import { downloadFinal, pdftotext, waitForSealing } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan, upload } from '../../../test/helpers/drive.js';
import { eventually } from '../../../test/helpers/eventually.js';
import { makePdf } from '../../../test/helpers/sample-files.js';
import { consent, openLink, signaturePng, signerView, submit } from '../../../test/helpers/signing.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/helpers/smtp-test-server.js';
import { startWebhookReceiver } from '../../../test/helpers/webhook-receiver.js';
import { outboxMessages, users, webhookDeliveries } from '../../db/schema/index.js';

/**
 * Test mode (issue 38): a `sgk_test_…` key makes test agreements that never mail anyone (even with
 * SMTP configured), cost no quota, are listed apart, are sealed with a TEST stamp, and whose
 * webhooks say test; it never sees a live agreement.
 */
describe.each(databaseTargets())('test mode on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    receiver = await startWebhookReceiver();
    t = await buildTestApp(kind, { env: { SMTP_URL: smtp.url, WEBHOOK_ALLOW_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await smtp.close();
  });

  const bearer = (key: string): Caller => ({ headers: { authorization: `Bearer ${key}` } });
  const makeKey = async (token: string, mode: 'live' | 'test') => {
    const made = await callOperation(t, contract.createApiKey, { body: { name: `${mode} key`, scope: 'write', mode } }, { token });
    expect(made.code).toBe(200);
    return made.result;
  };
  const signaturesUsed = async (userId: bigint) => (await t.database.db.select({ n: users.signaturesUsed }).from(users).where(eq(users.id, userId)))[0]?.n;
  /** A draft made and sent by `caller`, from a PDF the owner uploaded. */
  const sendAs = async (token: string, caller: Caller, name: string, recipients = [signer('Ann Lee')]) => {
    const document = (await upload(t, token, `${name}.pdf`, await makePdf(2))).result;
    const created = await callOperation(t, contract.createAgreement, { body: { name, documents: [{ documentId: document.id }], recipients } }, caller);
    expect(created.code).toBe(200);
    const draft = created.result;
    const fields = draft.recipients.map((recipient) => signatureField(recipient.id, draft.documents[0]?.id ?? 0n));
    const saved = await callOperation(t, contract.saveAgreementFields, { params: { flowId: draft.id }, body: { revision: draft.revision, fields } }, caller);
    const sent = await callOperation(t, contract.sendAgreement, { params: { flowId: draft.id }, body: { revision: saved.result.revision } }, caller);
    expect(sent.code).toBe(200);
    return sent.result;
  };

  it('makes sgk_test_ keys whose agreements are test, kept from SMTP, free of quota, listed apart, and whose webhooks say test', async () => {
    const me = await signInOnPlan(t, 'free');
    const testKey = await makeKey(me.token, 'test');
    const liveKey = await makeKey(me.token, 'live');
    expect(testKey.secret).toMatch(/^sgk_test_[A-Za-z0-9_-]{43}$/);
    expect(testKey.key).toMatchObject({ mode: 'test', prefix: testKey.secret.slice(0, 15) });
    expect(liveKey.secret).toMatch(/^sgk_(?!test_)/);
    expect(liveKey.key.mode).toBe('live');
    const listed = (await callOperation(t, contract.listApiKeys, {}, { token: me.token })).result.list;
    expect(listed.map((key) => key.mode).sort()).toEqual(['live', 'test']);

    const hook = await callOperation(t, contract.createWebhookEndpoint, { body: { url: receiver.url('/test-mode'), events: ['agreement.sent'], description: '' } }, { token: me.token });
    expect(hook.code).toBe(200);

    const before = await signaturesUsed(me.user.id);
    const ann = signer('Ann Lee');
    const agreement = await sendAs(me.token, bearer(testKey.secret), 'Test lease', [ann]);
    expect(agreement).toMatchObject({ test: true, status: 'waiting' });
    // A test agreement costs no quota, even on the free plan.
    expect(await signaturesUsed(me.user.id)).toBe(before);

    // The invitation is kept for the owner, never handed to the SMTP server.
    const [kept] = await eventually(async () => {
      t.worker.kick();
      const rows = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.testOwnerId, me.user.id));
      if (rows.length === 0) throw new Error('not kept yet');
      return rows;
    });
    expect(kept?.to).toEqual([ann.email]);
    expect(smtp.received.some((mail) => mail.envelope.to.includes(ann.email))).toBe(false);

    // The owner reads it in the app (and the test key may too); nobody else can.
    const mails = await callOperation(t, contract.listTestMails, {}, { token: me.token });
    expect(mails.result.messages.map((mail) => mail.to)).toEqual([[ann.email]]);
    expect((await callOperation(t, contract.listTestMails, {}, bearer(testKey.secret))).result.messages).toHaveLength(1);
    const mail = await callOperation(t, contract.getTestMail, { params: { mailId: kept?.id ?? 0n } }, { token: me.token });
    expect(mail.result.text).toContain('/sign/start/');
    const stranger = await signInOnPlan(t, 'free');
    expect((await callOperation(t, contract.listTestMails, {}, { token: stranger.token })).result.messages).toEqual([]);
    expect((await callOperation(t, contract.getTestMail, { params: { mailId: kept?.id ?? 0n } }, { token: stranger.token })).code).toBe(ErrorCode.NotFound);

    // Listed apart: the app's index shows live ones unless asked for test ones; a test key sees test ones only.
    const live = await sendAs(me.token, { token: me.token }, 'Real lease');
    expect(live.test).toBe(false);
    const names = async (caller: Caller, query: { test?: 'true' | 'false' } = {}) =>
      (await callOperation(t, contract.listAgreements, { query }, caller)).result.items.map((item) => `${item.name}${item.test ? ' (test)' : ''}`);
    expect(await names({ token: me.token })).toEqual(['Real lease']);
    expect(await names({ token: me.token }, { test: 'true' })).toEqual(['Test lease (test)']);
    expect(await names(bearer(testKey.secret))).toEqual(['Test lease (test)']);
    expect(await names(bearer(testKey.secret), { test: 'false' })).toEqual(['Test lease (test)']);
    expect(await names(bearer(liveKey.secret), { test: 'true' })).toEqual(['Test lease (test)']);
    // The folders' numbers are kept apart the same way (agreement_counts.test, migration 0034).
    const waiting = async (caller: Caller, query: { test?: 'true' | 'false' } = {}) => (await callOperation(t, contract.getAgreementCounts, { query }, caller)).result.waiting;
    expect(await waiting({ token: me.token })).toBe(1);
    expect(await waiting({ token: me.token }, { test: 'true' })).toBe(1);
    expect(await waiting(bearer(testKey.secret))).toBe(1);

    // A test key cannot see, change or copy a live agreement: as if it did not exist.
    for (const [operation, input] of [
      [contract.getAgreement, { params: { flowId: live.id } }],
      [contract.voidAgreement, { params: { flowId: live.id }, body: { reason: 'nope' } }],
      [contract.copyAgreement, { params: { flowId: live.id } }],
    ] as [contract.JsonOperation, contract.OperationInput<contract.JsonOperation>][]) {
      expect({ operation: operation.id, code: (await callOperation(t, operation, input, bearer(testKey.secret))).code }).toEqual({ operation: operation.id, code: ErrorCode.NotFound });
    }
    // A live key and the web session see both.
    expect((await callOperation(t, contract.getAgreement, { params: { flowId: agreement.id } }, bearer(liveKey.secret))).result.test).toBe(true);
    // A copy of a test agreement stays a test agreement.
    expect((await callOperation(t, contract.copyAgreement, { params: { flowId: agreement.id } }, { token: me.token })).result.test).toBe(true);

    // The signer's page knows; the webhook says so at the top of its body and in the delivery log.
    const { signerToken } = await openLink(t, ann.email);
    expect((await signerView(t, agreement.recipients[0]?.id ?? 0n, { signerToken })).result.agreement.test).toBe(true);
    const hits = await receiver.waitFor('/test-mode', 2);
    const bodies = hits.map((hit) => JSON.parse(hit.body) as { test: boolean; data: { agreement: { id: string } } });
    expect(bodies.find((body) => body.data.agreement.id === String(agreement.id))?.test).toBe(true);
    expect(bodies.find((body) => body.data.agreement.id === String(live.id))?.test).toBe(false);
    const deliveries = await t.database.db.select({ test: webhookDeliveries.test }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.result.endpoint.id));
    expect(deliveries.map((delivery) => delivery.test).sort()).toEqual([false, true]);
  });

  it('lets a test key empty only the test agreements of the trash', async () => {
    const me = await signInOnPlan(t, 'individual');
    const testKey = await makeKey(me.token, 'test');
    const live = await sendAs(me.token, { token: me.token }, 'Real, trashed');
    const test = await sendAs(me.token, bearer(testKey.secret), 'Test, trashed');
    for (const agreement of [live, test]) {
      await callOperation(t, contract.voidAgreement, { params: { flowId: agreement.id }, body: { reason: 'done' } }, { token: me.token });
      expect((await callOperation(t, contract.deleteAgreement, { params: { flowId: agreement.id } }, { token: me.token })).code).toBe(200);
    }
    expect((await callOperation(t, contract.emptyTrash, { body: { confirm: true } }, bearer(testKey.secret))).result.deleted).toBe(1);
    const trash = await callOperation(t, contract.listAgreements, { query: { box: 'trash' } }, { token: me.token });
    expect(trash.result.items.map((item) => item.name)).toEqual(['Real, trashed']);
  });

  it('marks what the one-call send makes with a test key as test, and mails it to nobody', async () => {
    const me = await signInOnPlan(t, 'free');
    const testKey = await makeKey(me.token, 'test');
    const ann = signer('Ann Lee');
    const answer = await callOperation(
      t,
      contract.createSignatureRequest,
      {
        body: {
          name: 'One call',
          documents: [{ file: { name: 'one.pdf', contentBase64: (await makePdf(1)).toString('base64') } }],
          recipients: [{ name: ann.name, email: ann.email, role: 'signer' }],
          fields: [{ type: 'signature', page: 1, x: 0.1, y: 0.7, width: 0.3, height: 0.08, recipient: 0 }],
        },
      },
      bearer(testKey.secret),
    );
    expect(answer.code).toBe(200);
    expect(answer.result.agreement.test).toBe(true);
    await eventually(async () => {
      t.worker.kick();
      const rows = await t.database.db.select({ to: outboxMessages.to }).from(outboxMessages).where(eq(outboxMessages.testOwnerId, me.user.id));
      if (!rows.some((row) => row.to.includes(ann.email))) throw new Error('not kept yet');
    });
    expect(smtp.received.some((mail) => mail.envelope.to.includes(ann.email))).toBe(false);
  });

  it('stamps every page of a completed test agreement and its certificate, and mails its sealed copy to nobody', async () => {
    const me = await signInOnPlan(t, 'individual');
    const testKey = await makeKey(me.token, 'test');
    const ann = signer('Ann Lee');
    const agreement = await sendAs(me.token, bearer(testKey.secret), 'Stamped', [ann]);
    const { signerToken } = await openLink(t, ann.email);
    const recipientId = agreement.recipients[0]?.id ?? 0n;
    await consent(t, recipientId, { signerToken });
    const fieldIds = agreement.fields.map((field) => field.id);
    const image = await signaturePng();
    expect((await submit(t, recipientId, { signerToken }, fieldIds.map((fieldId) => ({ fieldId, image })))).code).toBe(200);
    expect((await waitForSealing(t, me.token, agreement.id)).status).toBe('completed');

    const final = await downloadFinal(t, contract.getAgreementFinalFile, { params: { flowId: agreement.id } }, bearer(testKey.secret));
    expect(final.status).toBe(200);
    const text = await pdftotext(final.body);
    const pages = text.split('\f').filter((page) => page.trim());
    // Two document pages, then the certificate's.
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [index, page] of pages.entries()) expect({ index, stamped: page.includes('TEST — not legally binding') }).toEqual({ index, stamped: true });
    expect(pages.at(-1)).toMatch(/certificate/i);

    // The completion mail with the sealed PDF went to the outbox too, not to SMTP.
    await eventually(async () => {
      t.worker.kick();
      const rows = await t.database.db.select({ subject: outboxMessages.subject, attachments: outboxMessages.attachments }).from(outboxMessages).where(eq(outboxMessages.testOwnerId, me.user.id));
      if (!rows.some((row) => row.attachments.length > 0)) throw new Error('no completion mail yet');
    });
    expect(smtp.received.some((mail) => mail.envelope.to.includes(ann.email) || mail.envelope.to.includes(me.user.email ?? ''))).toBe(false);
  });

  it('draws the stamp in Chinese for a zh-CN sender', async () => {
    const me = await signInOnPlan(t, 'individual');
    await t.database.db.update(users).set({ locale: 'zh-CN' }).where(eq(users.id, me.user.id));
    const testKey = await makeKey(me.token, 'test');
    const ann = signer('Ann Lee');
    const agreement = await sendAs(me.token, bearer(testKey.secret), 'Stamped zh', [ann]);
    const { signerToken } = await openLink(t, ann.email);
    const recipientId = agreement.recipients[0]?.id ?? 0n;
    await consent(t, recipientId, { signerToken });
    const image = await signaturePng();
    await submit(t, recipientId, { signerToken }, agreement.fields.map((field) => ({ fieldId: field.id, image })));
    expect((await waitForSealing(t, me.token, agreement.id)).status).toBe('completed');
    const final = await downloadFinal(t, contract.getAgreementFinalFile, { params: { flowId: agreement.id } }, { token: me.token });
    const pages = (await pdftotext(final.body)).split('\f').filter((page) => page.trim());
    for (const [index, page] of pages.entries()) expect({ index, stamped: page.includes('不具法律效力') }).toEqual({ index, stamped: true });
  });
});

