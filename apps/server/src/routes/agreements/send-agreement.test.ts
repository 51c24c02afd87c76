import { eq, sql } from 'drizzle-orm';
import * as contract from '@signet/contracts';
import type { Agreement } from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementEvents, agreementFields, agreementNotices, users } from '../../db/schema/index.js';
import { hashToken } from '../../domain/session/session-token.js';
import { listOutboxMessages } from '../../mail/index.js';
import { readLatestMail } from '../../../test/helpers/accounts.js';
import { createAgreement, getAgreement, readyDraft, saveFields, sendAgreement, signatureField, signer, uploadPdf, viewer, type FieldInput } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { buildMeta, buildUser } from '../../../test/helpers/factories.js';
import { createSession } from '../../domain/session/create-session.js';


describe.each(databaseTargets())('sending agreements on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const signaturesUsed = async (userId: bigint) =>
    (await t.database.db.select({ used: users.signaturesUsed }).from(users).where(eq(users.id, userId)))[0]?.used;
  const noticesOf = (agreementId: bigint) => t.database.db.select().from(agreementNotices).where(eq(agreementNotices.agreementId, agreementId));
  const inbox = (email: string) => listOutboxMessages(t.database.db, { to: email, limit: 10 });

  /** Creates a draft from a body (one PDF added) and answers the send. */
  async function sendDraftOf(token: string, body: Parameters<typeof createAgreement>[2], fieldsFor?: (draft: Agreement) => FieldInput[]) {
    const document = await uploadPdf(t, token);
    let draft = (await createAgreement(t, token, { documents: [{ documentId: document.id }], ...body })).result;
    if (fieldsFor) draft = (await saveFields(t, token, draft.id, { revision: draft.revision, fields: fieldsFor(draft) })).result;
    return sendAgreement(t, token, draft.id, draft.revision);
  }

  it('answers 7501 when the sender has no e-mail', async () => {
    const user = await buildUser(t.database.db, { email: null });
    const { token } = await createSession(t.database.db, { userId: user.id, meta: buildMeta(), ttlMs: 3600_000 });
    const draft = (await createAgreement(t, token, {})).result;
    expect(await sendAgreement(t, token, draft.id, draft.revision)).toMatchObject({
      code: 7501,
      msg: 'Please enter your e-mail in the User Center before initiating a signature.',
    });
  });

  it('refuses an incomplete draft with the spec 5 message, first problem first, without using the quota', async () => {
    const me = await signInOnPlan(t, 'free');
    const empty = (await createAgreement(t, me.token, { recipients: [signer('Ann Lee')] })).result;
    expect(await sendAgreement(t, me.token, empty.id, empty.revision)).toMatchObject({ code: 7204, msg: 'Please add documents' });
    expect(await sendDraftOf(me.token, {})).toMatchObject({ status: 403, code: 403, msg: 'Please add at least one recipient' });
    expect(await sendDraftOf(me.token, { recipients: [signer('Ann Lee'), { name: 'Bo', email: '', role: 'signer' }] })).toMatchObject({
      code: 403,
      msg: 'Please insert signers info',
      data: { recipientIndex: 1 },
    });
    expect(await sendDraftOf(me.token, { recipients: [viewer('Cy Wu')] })).toMatchObject({ code: 403, msg: 'Please add at least one recipient who needs to sign' });
    expect(await sendDraftOf(me.token, { recipients: [signer('Ann Lee')] })).toMatchObject({ code: 7205, msg: 'Please add at least one signature field.' });
    const onlyFirst = (draft: Agreement) => [
      signatureField(draft.recipients[0]?.id ?? 0n, draft.documents[0]?.id ?? 0n),
    ];
    expect(await sendDraftOf(me.token, { recipients: [signer('Ann Lee'), viewer('Cy Wu'), signer('Bo Chen')] }, onlyFirst)).toMatchObject({
      code: 7205,
      msg: 'Please set the signature position for the signer 2',
      data: { recipientIndex: 2 },
    });
    expect(await sendDraftOf(me.token, { recipients: [signer('Ann Lee'), signer('Bo Chen')] }, onlyFirst)).toMatchObject({
      code: 7205,
      msg: 'Please set the signature position for the signer 2',
    });
    expect(await signaturesUsed(me.user.id)).toBe(0);
  });

  it('refuses read-only fields left without a value, naming each in the sender’s language, without using the quota', async () => {
    const me = await signInOnPlan(t, 'free');
    const document = await uploadPdf(t, me.token);
    const created = (await createAgreement(t, me.token, { documents: [{ documentId: document.id }], recipients: [signer('Ann Lee')] })).result;
    const [recipient, page] = [created.recipients[0]?.id ?? 0n, created.documents[0]?.id ?? 0n];
    const draft = (
      await saveFields(t, me.token, created.id, {
        revision: created.revision,
        fields: [
          signatureField(recipient, page),
          signatureField(recipient, page, { type: 'text', label: 'Company', readOnly: true, required: false, y: 0.1, height: 0.04 }),
          signatureField(recipient, page, { type: 'email', readOnly: true, required: false, y: 0.2, height: 0.04 }),
          signatureField(recipient, page, { type: 'text', label: 'Salary', defaultValue: '52,000', readOnly: true, y: 0.3, height: 0.04 }),
          signatureField(recipient, page, { type: 'checkbox', readOnly: true, y: 0.4, width: 0.04, height: 0.04 }),
        ],
      })
    ).result;
    const send = (language: string) =>
      callOperation(t, contract.sendAgreement, { params: { flowId: draft.id }, body: { revision: draft.revision } }, { token: me.token, headers: { 'accept-language': language } });

    const refused = await send('en-US');
    expect(refused).toMatchObject({
      status: 403,
      code: 403,
      msg: 'Read-only fields need a value before sending, as the signer cannot change them: Company and the e-mail field on page 1.',
      data: { missingFieldIds: [String(draft.fields[1]?.id), String(draft.fields[2]?.id)] },
    });
    expect((await send('zh-CN')).msg).toBe('只读字段须在发送前填写，签署人无法修改：Company和第 1 页的邮箱字段。');
    expect(await signaturesUsed(me.user.id)).toBe(0);
  });

  it('answers 7206 on the third send of a free account, 7201 on a second send, 7026 on a stale one', async () => {
    const me = await signInOnPlan(t, 'free');
    const first = await readyDraft(t, me.token, { recipients: [signer('Ann Lee')] });
    const stranger = await signInOnPlan(t, 'free');
    expect(await sendAgreement(t, stranger.token, first.id, first.revision)).toMatchObject({ code: 7403 });
    expect(await sendAgreement(t, me.token, 123456789012345678n, 0)).toMatchObject({ code: 404 });
    expect(await sendAgreement(t, me.token, first.id, first.revision - 1)).toMatchObject({ status: 409, code: 7026 });
    expect((await sendAgreement(t, me.token, first.id, first.revision)).code).toBe(200);
    expect(await sendAgreement(t, me.token, first.id, first.revision + 1)).toMatchObject({ status: 409, code: 7201 });
    const second = await readyDraft(t, me.token, { recipients: [signer('Ann Lee')] });
    expect((await sendAgreement(t, me.token, second.id, second.revision)).code).toBe(200);
    const third = await readyDraft(t, me.token, { recipients: [signer('Ann Lee')] });
    expect(await sendAgreement(t, me.token, third.id, third.revision)).toMatchObject({ code: 7206 });
    expect(await signaturesUsed(me.user.id)).toBe(2);
    // The refused send changed nothing: still a draft at its revision.
    expect(await getAgreement(t, me.token, third.id)).toMatchObject({
      data: { status: 'draft', sentAt: null },
    });
  });

  it('with the order on, invites signer 1 and the viewer only, with a personal link valid 30 days', async () => {
    const me = await signInOnPlan(t, 'free');
    const draft = await readyDraft(t, me.token, {
      name: 'NDA',
      signingOrder: true,
      message: 'Hi <b>there</b>',
      recipients: [signer('Ann Lee'), signer('Bo Chen'), viewer('Cy Wu')],
    });
    const [ann, bo, cy] = draft.recipients;
    const sent = await sendAgreement(t, me.token, draft.id, draft.revision);
    expect(sent).toMatchObject({ code: 200, data: { status: 'waiting', revision: draft.revision + 1 } });
    expect(Date.parse(sent.result.sentAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const annMail = await readLatestMail(t, ann?.email ?? '');
    expect(annMail.subject).toBe(`${me.user.name} sent you "NDA" to sign`);
    expect(annMail.text).toContain(me.user.name);
    expect(annMail.text).toContain(me.user.email);
    expect(annMail.text).toContain('contract');
    expect(annMail.html).toContain('Hi &#60;b&#62;there&#60;/b&#62;');
    const link = new RegExp(`${t.config.publicUrl}/sign/start/${ann?.id}/noticeView/(\\d+)\\?t=([A-Za-z0-9_-]{43})`).exec(annMail.text ?? '');
    expect(link).not.toBeNull();
    const cyMail = await readLatestMail(t, cy?.email ?? '');
    expect(cyMail.subject).toBe(`${me.user.name} sent you "NDA" to view`);
    expect(await inbox(bo?.email ?? '')).toEqual([]);

    const notices = await noticesOf(draft.id);
    expect(notices.map((notice) => notice.recipientId).sort()).toEqual([ann?.id, cy?.id].sort());
    const annNotice = notices.find((notice) => notice.id === BigInt(link?.[1] ?? 0));
    expect(annNotice?.tokenHash).toBe(hashToken(link?.[2] ?? ''));
    expect(annNotice?.mailJobId).not.toBeNull();
    const days = ((annNotice?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const events = await t.database.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, draft.id)).orderBy(agreementEvents.id);
    expect(events.map((event) => event.type)).toEqual(['created', 'fields_saved', 'sent', 'invitation_queued', 'invitation_queued']);
    expect(events[3]).toMatchObject({ actorUserId: me.user.id, recipientId: ann?.id, data: expect.objectContaining({ noticeId: String(annNotice?.id) }) });
  });

  it('with the order off, invites every signer; uses the custom subject; a zh-CN sender writes in Chinese', async () => {
    const me = await signInOnPlan(t, 'free');
    const draft = await readyDraft(t, me.token, { name: 'Lease', subject: 'Please sign our lease', recipients: [signer('Ann Lee'), signer('Bo Chen')] });
    expect((await sendAgreement(t, me.token, draft.id, draft.revision)).code).toBe(200);
    for (const recipient of draft.recipients) {
      const mail = await readLatestMail(t, recipient.email);
      expect(mail.subject).toBe('Please sign our lease');
      expect(mail.text).toMatch(new RegExp(`/sign/start/${recipient.id}/noticeView/\\d+\\?t=`));
    }

    const zh = await signInOnPlan(t, 'free');
    await t.database.db.update(users).set({ locale: 'zh-CN', name: '陈爱丽' }).where(eq(users.id, zh.user.id));
    const zhDraft = await readyDraft(t, zh.token, { name: '租约', recipients: [signer('Ann Lee')] });
    expect((await sendAgreement(t, zh.token, zhDraft.id, zhDraft.revision)).code).toBe(200);
    const mail = await readLatestMail(t, zhDraft.recipients[0]?.email ?? '');
    expect(mail.subject).toBe('陈爱丽 邀请您签署“租约”');
    expect(mail.text).toContain('查看文件');
  });

  it('mails nobody for "just need my signature", and counts it against the quota', async () => {
    const me = await signInOnPlan(t, 'free');
    const draft = await readyDraft(t, me.token, { selfSign: true, recipients: [] });
    const sent = await sendAgreement(t, me.token, draft.id, draft.revision);
    expect(sent).toMatchObject({ code: 200, data: { status: 'waiting', selfSign: true, recipients: [{ email: me.user.email }] } });
    expect(await noticesOf(draft.id)).toEqual([]);
    expect(await inbox(me.user.email ?? '')).toEqual([]);
    expect(await signaturesUsed(me.user.id)).toBe(1);
  });

  it('lets exactly one of two concurrent sends of one draft through, counting the quota once', async () => {
    const me = await signInOnPlan(t, 'free');
    const draft = await readyDraft(t, me.token, { recipients: [signer('Ann Lee')] });
    const results = await Promise.all([sendAgreement(t, me.token, draft.id, draft.revision), sendAgreement(t, me.token, draft.id, draft.revision)]);
    expect(results.map((res) => res.code).sort()).toEqual([200, 7201]);
    expect(await signaturesUsed(me.user.id)).toBe(1);
    expect(await noticesOf(draft.id)).toHaveLength(1);
  });

  it("refuses, in the database, a field whose recipient belongs to another agreement", async () => {
    const me = await signInOnPlan(t, 'free');
    const one = await readyDraft(t, me.token, { recipients: [signer('Ann Lee')] });
    const two = await readyDraft(t, me.token, { recipients: [signer('Bo Chen')] });
    const insert = t.database.db.insert(agreementFields).values({
      ...signatureField(two.recipients[0]?.id ?? 0n, one.documents[0]?.id ?? 0n),
      agreementId: one.id,
      type: 'signature',
    });
    await expect(insert).rejects.toThrow();
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(agreementFields).where(eq(agreementFields.agreementId, one.id));
    expect(count?.n).toBe(1);
  });
});
