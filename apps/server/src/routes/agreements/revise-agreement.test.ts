import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { agreementEvents, agreements, users } from '../../db/schema/index.js';
import { getAgreement, readyDraft, saveDraft, sendAgreement, signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { bind, consentAndSign, latestLink, newestMailId, openLink, sentAgreement, signatureFieldsOf, type Sent } from '../../../test/helpers/signing.js';
import { callOperation } from '../../../test/helpers/call-operation.js';

type Recipient = Sent['recipients'][number];

describe.each(databaseTargets())('revising a sent agreement (Updating) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const revise = (token: string, flowId: bigint) => callOperation(t, contract.reviseAgreement, { params: { flowId } }, { token });
  const signaturesUsed = async (userId: bigint) => {
    const [user] = await t.database.db.select({ used: users.signaturesUsed }).from(users).where(eq(users.id, userId));
    return user?.used;
  };
  /** The draft body that keeps the agreement as it is, with the given changes. */
  const draftBody = (agreement: Sent, changes: Record<string, unknown>) => ({
    revision: agreement.revision,
    documents: agreement.documents.map((document) => ({ agreementDocumentId: document.id })),
    recipients: agreement.recipients.map(({ id, name, email, role }: Recipient) => ({ id, name, email, role })),
    selfSign: false,
    signingOrder: false,
    ...changes,
  });

  it('locks the links (7025) while it is changed, then sends it again without using quota; old links answer 7602', async () => {
    const me = await signInOnPlan(t, 'free');
    const ann = signer('Ann Lee');
    const draft = await readyDraft(t, me.token, { recipients: [ann], subject: 'Please sign' });
    const sent = await sendAgreement(t, me.token, draft.id, draft.revision);
    expect(sent).toMatchObject({ code: 200, data: { status: 'waiting' } });
    expect((sent.data as { actions: string[] }).actions).toContain('revise');
    const oldLink = await latestLink(t, ann.email);
    const usedAfterSend = await signaturesUsed(me.user.id);
    expect(usedAfterSend).toBeGreaterThan(0);

    const revised = await revise(me.token, draft.id);
    expect(revised).toMatchObject({ code: 200, data: { status: 'updating', draftStep: 1 } });
    const updating = revised.data as { actions: string[] };
    expect(updating.actions).toEqual(['edit', 'void', 'copy']);
    expect((await bind(t, oldLink)).code).toBe(7025);
    // A second revise finds it being updated already.
    expect((await revise(me.token, draft.id)).code).toBe(7202);
    const events = await t.database.db.select().from(agreementEvents).where(eq(agreementEvents.agreementId, draft.id));
    expect(events.find((e) => e.type === 'revised')).toMatchObject({ actorUserId: me.user.id });

    // Edited like a draft.
    const current = (await getAgreement(t, me.token, draft.id)).data as Sent;
    const saved = await saveDraft(t, me.token, draft.id, draftBody(current, { subject: 'Please sign the new version', draftStep: 3 }));
    expect(saved).toMatchObject({ code: 200, data: { status: 'updating', subject: 'Please sign the new version' } });

    const annBefore = await newestMailId(t, ann.email);
    const resent = await sendAgreement(t, me.token, draft.id, (saved.data as Sent).revision);
    expect(resent).toMatchObject({ code: 200, data: { status: 'waiting', subject: 'Please sign the new version' } });
    expect(await signaturesUsed(me.user.id)).toBe(usedAfterSend);
    const newLink = await latestLink(t, ann.email, annBefore);
    expect(await bind(t, oldLink)).toMatchObject({ code: 7602 });
    expect((await bind(t, newLink)).code).toBe(200);
  });

  it('refuses once someone signed (403), other users (7403), drafts (7202), voided (7408) and deleted (7203) agreements', async () => {
    const [ann, bo] = [signer('Ann Lee'), signer('Bo Chen')];
    const { me, agreement } = await sentAgreement(t, { recipients: [ann, bo] });
    const stranger = await signInOnPlan(t, 'individual');
    expect((await revise(stranger.token, agreement.id)).code).toBe(7403);

    const annId = agreement.recipients[0]?.id ?? 0n;
    const link = await openLink(t, ann.email);
    expect((await consentAndSign(t, annId, { signerToken: link.signerToken }, signatureFieldsOf(agreement, annId))).code).toBe(200);
    const after = await getAgreement(t, me.token, agreement.id);
    expect((after.data as { actions: string[] }).actions).not.toContain('revise');
    const refused = await revise(me.token, agreement.id);
    expect(refused.code).toBe(403);
    expect(refused.msg).toMatch(/^Someone has already signed/);
    expect((await getAgreement(t, me.token, agreement.id)).data).toMatchObject({ status: 'waiting' });

    const other = await sentAgreement(t, { recipients: [signer('Cy Wu')] });
    await t.database.db.update(agreements).set({ deletedAt: new Date() }).where(eq(agreements.id, other.agreement.id));
    expect((await revise(other.me.token, other.agreement.id)).code).toBe(7203);
    await t.database.db.update(agreements).set({ deletedAt: null, status: 'voided', voidedAt: new Date(), voidReason: 'x' }).where(eq(agreements.id, other.agreement.id));
    expect((await revise(other.me.token, other.agreement.id)).code).toBe(7408);

    const draft = await callOperation(t, contract.createAgreement, { body: {} }, { token: me.token });
    expect((await revise(me.token, draft.result.id)).code).toBe(7202);
  });
});
