import { eq } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { listOutboxMessages } from '../../mail/index.js';
import { readLatestCode, uniqueEmail, uniqueIp } from '../../../test/helpers/accounts.js';
import { getAgreement } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation, fetchFile } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { signerView } from '../../../test/helpers/signing.js';
import { publishedTemplate, role } from '../../../test/helpers/templates.js';

describe.each(databaseTargets())('public template links on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const setLink = (token: string, templateId: bigint, body: { enabled: boolean; dailyLimit?: number | null }) =>
    callOperation(t, contract.setTemplatePublicLink, { params: { templateId }, body }, { token });
  const view = (publicToken: string, ip = uniqueIp()) => callOperation(t, contract.getPublicTemplate, { params: { publicToken } }, { ip });
  const askCode = (publicToken: string, visitor: { name: string; email: string }, ip = uniqueIp()) =>
    callOperation(t, contract.sendPublicTemplateCode, { params: { publicToken }, body: visitor }, { ip });
  const start = (publicToken: string, visitor: { name: string; email: string; code: string }, ip = uniqueIp()) =>
    callOperation(t, contract.startPublicTemplate, { params: { publicToken }, body: visitor }, { ip });

  /** A published template whose first role a visitor takes; HR is fixed, so nobody else needs naming. */
  async function linkedTemplate(plan: 'free' | 'individual' = 'individual', dailyLimit: number | null = null) {
    const owner = await signInOnPlan(t, plan);
    const hr = { name: 'Hana Ruiz', email: uniqueEmail('hana') };
    const template = await publishedTemplate(t, owner.token, [role('Client'), role('HR manager', 'signer', hr)], { name: 'Consent form', signingOrder: true });
    const linked = (await setLink(owner.token, template.id, { enabled: true, dailyLimit })).result;
    const publicToken = linked.publicLink.token ?? '';
    return { owner, hr, template: linked, publicToken };
  }

  /** Proves the visitor's e-mail and takes the first role. */
  async function visit(publicToken: string, visitor = { name: 'Vic Tor', email: uniqueEmail('vic') }) {
    expect(await askCode(publicToken, visitor)).toMatchObject({ code: 200 });
    const code = await readLatestCode(t, visitor.email);
    return { visitor, answer: await start(publicToken, { ...visitor, code }) };
  }

  it('is switched on only for a version a visitor can sign alone', async () => {
    const owner = await signInOnPlan(t, 'individual');
    const open = await publishedTemplate(t, owner.token, [role('Client'), role('Witness')]);
    expect(await setLink(owner.token, open.id, { enabled: true })).toMatchObject({
      code: 403,
      msg: 'For a public link, the first role must sign and every other role needs a fixed person.',
    });
    // A visitor gives no values, so a read-only field needs its own.
    const blank = await publishedTemplate(t, owner.token, [role('Client')], {
      extraFields: (draft) => [
        { recipientId: draft.recipients[0]!.id, documentId: draft.documents[0]!.id, page: 1, type: 'text', x: 0.1, y: 0.1, width: 0.3, height: 0.05, label: 'Fee', readOnly: true, required: false },
      ],
    });
    expect(await setLink(owner.token, blank.id, { enabled: true })).toMatchObject({
      code: 403,
      msg: 'Read-only fields need a value before sending, as the signer cannot change them: Fee.',
    });
    const other = await signInOnPlan(t, 'individual');
    expect(await setLink(other.token, open.id, { enabled: true })).toMatchObject({ code: 404 });
    expect(await callOperation(t, contract.setTemplatePublicLink, { params: { templateId: open.id }, body: { enabled: true } })).toMatchObject({ code: 401 });
  });

  it('shows a visitor only the name, the sender and the documents', async () => {
    const { owner, hr, publicToken, template } = await linkedTemplate();
    const answer = await view(publicToken);
    expect(answer.result).toEqual({
      name: 'Consent form',
      sender: { name: expect.any(String) as string },
      roleName: 'Client',
      documents: [{ id: template.content!.documents[0]!.id, name: 'offer', pageCount: 2, pageSizes: expect.any(Array) as unknown[] }],
      unavailable: null,
    });
    expect(answer.body).not.toContain(hr.email);
    expect(answer.body).not.toContain(owner.user.email ?? '@');
    const file = await fetchFile(t, contract.getPublicTemplateDocumentFile, { params: { publicToken, documentId: template.content!.documents[0]!.id } }, { ip: uniqueIp() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(await view('x'.repeat(32))).toMatchObject({ code: 404 });
  });

  it('makes an agreement of the owner with the visitor first, after the e-mail code, and opens their signing session', async () => {
    const { owner, hr, publicToken } = await linkedTemplate();
    const visitor = { name: 'Vic Tor', email: uniqueEmail('vic') };
    expect(await start(publicToken, { ...visitor, code: '000000' })).toMatchObject({ code: 2002 });
    const { answer } = await visit(publicToken, visitor);
    const started = answer.result;
    expect(started).toMatchObject({ role: 'signer' });

    const me = (await signerView(t, started.recipientId, { signerToken: started.signerToken })).result;
    expect(me.me).toMatchObject({ name: 'Vic Tor', email: visitor.email });
    expect(me.agreement.status).toBe('waiting');
    const list = (await callOperation(t, contract.listAgreements, { query: { box: 'all' } }, { token: owner.token })).result;
    const made = list.items.find((item) => item.id === me.agreement.id);
    expect(made).toBeDefined();
    const agreement = (await getAgreement(t, owner.token, me.agreement.id)).result;
    expect(agreement.recipients.map((r) => [r.roleName, r.email])).toEqual([
      ['Client', visitor.email],
      ['HR manager', hr.email],
    ]);
    // Signing order: HR is invited after the visitor signs, as usual.
    expect(await listOutboxMessages(t.database.db, { to: hr.email, limit: 5 })).toHaveLength(0);
    expect((await t.database.db.select({ used: users.signaturesUsed }).from(users).where(eq(users.id, owner.user.id)))[0]?.used).toBe(1);
    // A code works once.
    const again = await start(publicToken, { ...visitor, code: '123456' });
    expect(again.code).toBe(2002);
  });

  it('stops at the daily cap and at the owner’s quota with a clear answer, and when switched off', async () => {
    const capped = await linkedTemplate('individual', 1);
    expect((await visit(capped.publicToken)).answer.code).toBe(200);
    expect((await view(capped.publicToken)).result.unavailable).toBe('daily_limit');
    const second = await visit(capped.publicToken);
    expect(second.answer).toMatchObject({ code: 429, msg: 'This link has been used as often as its owner allows today. Please try again tomorrow.' });

    const poor = await linkedTemplate('free');
    await t.database.db.update(users).set({ signaturesUsed: 1_000_000 }).where(eq(users.id, poor.owner.user.id));
    expect((await view(poor.publicToken)).result.unavailable).toBe('quota');
    expect((await visit(poor.publicToken)).answer).toMatchObject({ code: 7206 });

    expect(await setLink(poor.owner.token, poor.template.id, { enabled: false })).toMatchObject({ code: 200 });
    expect(await view(poor.publicToken)).toMatchObject({ code: 404 });
    const back = (await setLink(poor.owner.token, poor.template.id, { enabled: true })).result;
    expect(back.publicLink.token).toBe(poor.publicToken);
  });

  it('limits starts per address', async () => {
    const { publicToken } = await linkedTemplate();
    const ip = uniqueIp();
    const visitor = { name: 'Guess Er', email: uniqueEmail('guess'), code: '000000' };
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await start(publicToken, visitor, ip)).code).toBe(2002);
    expect(await start(publicToken, visitor, ip)).toMatchObject({ code: 429 });
  });
});
