import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringifyJson } from '@signet/contracts';
import * as contract from '@signet/contracts';
import { agreementEvents, agreements } from '../../db/schema/index.js';
import { readLatestMail } from '../../../test/helpers/accounts.js';
import { createAgreement, getAgreement, saveDraft, signer, uploadPdf, viewer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { bind, decline, latestLink, newestMailId, openLink, sentAgreement, signerView } from '../../../test/helpers/signing.js';
import { callOperation, fetchFile, outsideContract } from '../../../test/helpers/call-operation.js';

describe.each(databaseTargets())('managing agreements on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const events = async (agreementId: bigint) =>
    (await t.database.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreementId))).map((event) => event.type);

  it('deletes to the trash (links then answer 7203), restores as it was, and refuses the repeats', async () => {
    const ann = signer('Ann Lee');
    const { me, agreement } = await sentAgreement(t, { recipients: [ann] });
    const { signerToken } = await openLink(t, ann.email);

    const deleted = await callOperation(t, contract.deleteAgreement, { params: { flowId: agreement.id } }, { token: me.token });
    expect(deleted).toMatchObject({ code: 200, data: { status: 'waiting', actions: ['restore', 'copy'] } });
    expect(deleted.result.deletedAt).toEqual(expect.any(String));
    expect((await signerView(t, agreement.recipients[0]?.id ?? 0n, { signerToken })).code).toBe(7203);
    expect((await bind(t, await latestLink(t, ann.email))).code).toBe(7203);
    expect((await callOperation(t, contract.deleteAgreement, { params: { flowId: agreement.id } }, { token: me.token })).code).toBe(7203);
    expect((await callOperation(t, contract.notifySigners, { params: { flowId: agreement.id }, body: { scope: 'all' } }, { token: me.token })).code).toBe(7203);

    const restored = await callOperation(t, contract.restoreAgreement, { params: { flowId: agreement.id } }, { token: me.token });
    expect(restored).toMatchObject({ code: 200, data: { status: 'waiting', deletedAt: null, actions: ['revise', 'notify', 'follow_up', 'void', 'copy'] } });
    expect((await signerView(t, agreement.recipients[0]?.id ?? 0n, { signerToken })).code).toBe(200);
    expect(await callOperation(t, contract.restoreAgreement, { params: { flowId: agreement.id } }, { token: me.token })).toMatchObject({ code: 403, msg: 'This agreement is not in the trash.' });
    expect(await events(agreement.id)).toEqual(expect.arrayContaining(['deleted', 'restored']));
  });

  it('trashes a draft too, which then refuses saves with 7203', async () => {
    const me = await signInOnPlan(t, 'individual');
    const document = await uploadPdf(t, me.token);
    const draft = (await createAgreement(t, me.token, { documents: [{ documentId: document.id }] })).result;
    expect((await callOperation(t, contract.deleteAgreement, { params: { flowId: draft.id } }, { token: me.token })).code).toBe(200);
    expect((await saveDraft(t, me.token, draft.id, { revision: draft.revision + 1, name: 'x' })).code).toBe(7203);
  });

  it('voids a waiting agreement with a reason: signers then see 7408 and the invited are e-mailed', async () => {
    const [ann, bo] = [signer('Ann Lee'), signer('Bo Chen')];
    const { me, agreement } = await sentAgreement(t, { recipients: [ann, bo], signingOrder: true });
    const { signerToken } = await openLink(t, ann.email);
    const mailsBefore = await newestMailId(t, ann.email);

    expect((await callOperation(t, contract.voidAgreement, { params: { flowId: agreement.id }, body: { reason: '' } }, { token: me.token })).code).toBe(403);
    const voided = await callOperation(t, contract.voidAgreement, { params: { flowId: agreement.id }, body: { reason: 'Wrong price' } }, { token: me.token });
    expect(voided).toMatchObject({ code: 200, data: { status: 'voided', voided: { reason: 'Wrong price' }, actions: ['copy', 'delete'] } });
    expect((await signerView(t, agreement.recipients[0]?.id ?? 0n, { signerToken })).code).toBe(7408);
    const mail = await readLatestMail(t, ann.email, { afterId: mailsBefore });
    expect(mail.subject).toContain('voided');
    expect(mail.text).toContain('Wrong price');
    expect(await events(agreement.id)).toEqual(expect.arrayContaining(['voided', 'void_mail_queued']));
    // Bo was never invited (order on): no mail, so exactly one void mail was queued.
    expect((await events(agreement.id)).filter((type) => type === 'void_mail_queued')).toHaveLength(1);

    expect((await callOperation(t, contract.voidAgreement, { params: { flowId: agreement.id }, body: { reason: 'again' } }, { token: me.token })).code).toBe(7408);
  });

  it('refuses to void what cannot be voided, with the state machine codes', async () => {
    const ann = signer('Ann Lee');
    const declined = await sentAgreement(t, { recipients: [ann] });
    const annId = declined.agreement.recipients[0]?.id ?? 0n;
    expect((await decline(t, annId, { signerToken: (await openLink(t, ann.email)).signerToken }, 'No')).code).toBe(200);
    expect((await callOperation(t, contract.voidAgreement, { params: { flowId: declined.agreement.id }, body: { reason: 'x' } }, { token: declined.me.token })).code).toBe(7407);

    const draft = (await createAgreement(t, declined.me.token, {})).result;
    expect((await callOperation(t, contract.voidAgreement, { params: { flowId: draft.id }, body: { reason: 'x' } }, { token: declined.me.token })).code).toBe(7202);

    // Set directly: signing for real would start sealing, whose job holds the row (7025) for a moment.
    const signed = await sentAgreement(t, { recipients: [signer('Bo Chen')] });
    await t.database.db.update(agreements).set({ status: 'failed' }).where(eq(agreements.id, signed.agreement.id));
    expect((await callOperation(t, contract.voidAgreement, { params: { flowId: signed.agreement.id }, body: { reason: 'x' } }, { token: signed.me.token })).code).toBe(7410);

    await t.database.db.update(agreements).set({ deletedAt: new Date() }).where(eq(agreements.id, signed.agreement.id));
    expect((await callOperation(t, contract.voidAgreement, { params: { flowId: signed.agreement.id }, body: { reason: 'x' } }, { token: signed.me.token })).code).toBe(7203);
  });

  it('copies into a new draft with the same documents, recipients and fields, and refuses 7204 without a file', async () => {
    const [ann, cy] = [signer('Ann Lee'), viewer('Cy Wu')];
    const { me, agreement } = await sentAgreement(t, { recipients: [ann, cy], signingOrder: true, message: 'Please sign' });
    const copied = await callOperation(t, contract.copyAgreement, { params: { flowId: agreement.id } }, { token: me.token });
    expect(copied).toMatchObject({ code: 200, data: { status: 'draft', signingOrder: true, message: 'Please sign', sentAt: null, actions: ['edit', 'copy', 'delete'] } });
    const copy = copied.result;
    expect(copy.id).not.toBe(agreement.id);
    expect(copy.documents.map((d) => d.pdfSha256)).toEqual(agreement.documents.map((d) => d.pdfSha256));
    expect(copy.recipients.map((r) => [r.name, r.status])).toEqual([
      ['Ann Lee', 'pending'],
      ['Cy Wu', 'pending'],
    ]);
    expect(copy.recipients[0]?.id).not.toBe(agreement.recipients[0]?.id);
    expect(copy.fields).toHaveLength(agreement.fields.length);
    expect(copy.fields[0]?.recipientId).toBe(copy.recipients[0]?.id);
    expect(copy.fields[0]?.documentId).toBe(copy.documents[0]?.id);
    expect(await events(copy.id)).toEqual(['copied_from']);

    // The copy can be sent as it is.
    expect((await callOperation(t, contract.sendAgreement, { params: { flowId: copy.id }, body: { revision: copy.revision } }, { token: me.token })).code).toBe(200);

    const empty = (await createAgreement(t, me.token, {})).result;
    expect((await callOperation(t, contract.copyAgreement, { params: { flowId: empty.id } }, { token: me.token })).code).toBe(7204);
  });

  it('empties the trash for good after confirmation, keeping files another agreement still names', async () => {
    const ann = signer('Ann Lee');
    const { me, agreement } = await sentAgreement(t, { recipients: [ann] });
    const copy = (await callOperation(t, contract.copyAgreement, { params: { flowId: agreement.id } }, { token: me.token })).result;
    expect((await callOperation(t, contract.emptyTrash, { body: outsideContract({}) }, { token: me.token })).code).toBe(403);
    expect((await callOperation(t, contract.deleteAgreement, { params: { flowId: agreement.id } }, { token: me.token })).code).toBe(200);

    expect(await callOperation(t, contract.emptyTrash, { body: { confirm: true } }, { token: me.token })).toMatchObject({ code: 200, data: { deleted: 1 } });
    expect((await getAgreement(t, me.token, agreement.id)).code).toBe(404);
    // The copy shares the stored files: they are still there.
    const file = await fetchFile(t, contract.getAgreementDocumentFile, { params: { flowId: copy.id, documentId: copy.documents[0]?.id ?? 0n }, query: { variant: 'pdf' } }, { token: me.token });
    expect(file.statusCode).toBe(200);
    expect(await callOperation(t, contract.emptyTrash, { body: { confirm: true } }, { token: me.token })).toMatchObject({ code: 200, data: { deleted: 0 } });
  });

  // PGlite has one connection, so a second transaction cannot run beside the first there.
  it.runIf(kind === 'postgres')('answers 7025 while another change holds the agreement', async () => {
    const { me, agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee')] });
    await t.database.db.transaction(async (tx) => {
      await tx.select().from(agreements).where(eq(agreements.id, agreement.id)).for('update');
      expect(await callOperation(t, contract.voidAgreement, { params: { flowId: agreement.id }, body: { reason: 'x' } }, { token: me.token })).toMatchObject({ code: 7025, status: 409 });
      expect((await callOperation(t, contract.deleteAgreement, { params: { flowId: agreement.id } }, { token: me.token })).code).toBe(7025);
    });
    expect((await callOperation(t, contract.deleteAgreement, { params: { flowId: agreement.id } }, { token: me.token })).code).toBe(200);
  });

  it('shows the timeline with who acted, without secrets, and a version that moves when a signer acts', async () => {
    const ann = { ...signer('Ann Lee'), accessCode: '4321' };
    const { me, agreement } = await sentAgreement(t, { recipients: [ann] });
    const before = (await callOperation(t, contract.getAgreementVersion, { params: { flowId: agreement.id } }, { token: me.token })).result;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await openLink(t, ann.email, '4321');
    const after = (await callOperation(t, contract.getAgreementVersion, { params: { flowId: agreement.id } }, { token: me.token })).result;
    expect(after.version).not.toBe(before.version);

    const timeline = await callOperation(t, contract.getAgreementTimeline, { params: { flowId: agreement.id } }, { token: me.token });
    expect(timeline.code).toBe(200);
    const types = timeline.result.events.map((event: { type: string }) => event.type);
    expect(types).toEqual(expect.arrayContaining(['created', 'sent', 'invitation_queued', 'link_opened']));
    const opened = timeline.result.events.find((event: { type: string }) => event.type === 'link_opened');
    expect(opened?.actor).toMatchObject({ kind: 'recipient', name: 'Ann Lee' });
    expect(timeline.result.events[0]?.actor).toMatchObject({ kind: 'sender' });
    expect(stringifyJson(timeline.data)).not.toMatch(/4321|token/i);
  });
});
