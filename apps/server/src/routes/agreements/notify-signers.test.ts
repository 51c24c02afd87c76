import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { agreementEvents, agreements } from '../../db/schema/index.js';
import { signer, viewer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { bind, consentAndSign, latestLink, newestMailId, openLink, sentAgreement, signatureFieldsOf } from '../../../test/helpers/signing.js';
import { callOperation, outsideContract } from '../../../test/helpers/call-operation.js';

describe.each(databaseTargets())('re-sending invitations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const notify = (token: string, flowId: bigint, scope: 'all' | 'next') =>
    callOperation(t, contract.notifySigners, { params: { flowId }, body: { scope } }, { token });

  it('re-sends to every pending signer (a later one is told to wait), or only to the next; older links then answer 7602', async () => {
    const [ann, bo, cy] = [signer('Ann Lee'), signer('Bo Chen'), viewer('Cy Wu')];
    const { me, agreement } = await sentAgreement(t, { recipients: [ann, bo, cy], signingOrder: true });
    const first = await latestLink(t, ann.email);
    await latestLink(t, cy.email); // the viewer's invitation at send has left before we count
    const annBefore = await newestMailId(t, ann.email);
    const boBefore = await newestMailId(t, bo.email);
    const cyBefore = await newestMailId(t, cy.email);

    expect(await notify(me.token, agreement.id, 'all')).toMatchObject({ code: 200, data: { id: agreement.id } });
    const boLink = await latestLink(t, bo.email, boBefore);
    expect(await bind(t, boLink)).toMatchObject({ code: 200, data: { next: 'wait' } });
    expect(await newestMailId(t, cy.email)).toBe(cyBefore); // viewers are not re-sent

    // Ann's first link was replaced by the new notice.
    expect(await bind(t, first)).toMatchObject({ code: 7602 });
    const annBound = await bind(t, await latestLink(t, ann.email, annBefore)); // the re-sent mail, once it has left
    expect(annBound.code).toBe(200);
    const annNow = { signerToken: annBound.result.signerToken };
    const annId = agreement.recipients[0]?.id ?? 0n;
    expect((await consentAndSign(t, annId, { signerToken: annNow.signerToken }, signatureFieldsOf(agreement, annId))).code).toBe(200);

    // Ann signed: 'next' is Bo only.
    const boBeforeNext = await newestMailId(t, bo.email);
    const annBeforeNext = await newestMailId(t, ann.email);
    expect((await notify(me.token, agreement.id, 'next')).code).toBe(200);
    await latestLink(t, bo.email, boBeforeNext);
    expect(await newestMailId(t, ann.email)).toBe(annBeforeNext);

    const [event] = await t.database.db.select().from(agreementEvents).where(eq(agreementEvents.type, 'notified'));
    expect(event).toMatchObject({ actorUserId: me.user.id, data: { scope: 'all' } });
  });

  it('answers 7603 on the 11th re-send to a signer in a day, and the spec message when nobody is left', async () => {
    const ann = signer('Ann Lee');
    const { me, agreement } = await sentAgreement(t, { recipients: [ann] });
    // The invitation at send is Signet's own; the sender may re-send ten times a day.
    for (let i = 0; i < 10; i += 1) expect((await notify(me.token, agreement.id, 'next')).code).toBe(200);
    expect(await notify(me.token, agreement.id, 'next')).toMatchObject({
      code: 7603,
      msg: 'This signer has been notified more than 10 times today. Please try again tomorrow.',
    });

    const bo = signer('Bo Chen');
    const other = await sentAgreement(t, { recipients: [bo] });
    const boId = other.agreement.recipients[0]?.id ?? 0n;
    const link = await openLink(t, bo.email);
    await consentAndSign(t, boId, { signerToken: link.signerToken }, signatureFieldsOf(other.agreement, boId));
    expect(await notify(other.me.token, other.agreement.id, 'all')).toMatchObject({ code: 7604, msg: 'There are no more signers to send.' });
  });

  it("refuses other users (7403), drafts (7202), voided (7408) and deleted (7203) agreements", async () => {
    const ann = signer('Ann Lee');
    const { me, agreement } = await sentAgreement(t, { recipients: [ann] });
    const stranger = await signInOnPlan(t, 'individual');
    expect((await notify(stranger.token, agreement.id, 'all')).code).toBe(7403);
    expect((await notify(me.token, agreement.id, outsideContract('sometimes'))).code).toBe(403);

    await t.database.db.update(agreements).set({ status: 'voided' }).where(eq(agreements.id, agreement.id));
    expect((await notify(me.token, agreement.id, 'all')).code).toBe(7408);
    await t.database.db.update(agreements).set({ status: 'waiting', deletedAt: new Date() }).where(eq(agreements.id, agreement.id));
    expect((await notify(me.token, agreement.id, 'all')).code).toBe(7203);

    const draft = await callOperation(t, contract.createAgreement, { body: {} }, { token: me.token });
    expect((await notify(me.token, draft.result.id, 'all')).code).toBe(7202);
  });
});
