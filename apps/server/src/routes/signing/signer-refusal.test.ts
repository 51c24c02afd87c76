import * as contract from '@signet/contracts';
import { ErrorCode } from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signer, viewer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { addNotice, bind, decline, expireNotice, latestLink, openLink, sentAgreement, signerView, viewed } from '../../../test/helpers/signing.js';
import { displayNameOf } from '../../domain/agreement-core/draft-input.js';

const recent = (iso: string | undefined) => Date.now() - Date.parse(iso ?? '') < 60_000;

describe.each(databaseTargets())('a signer refusal says who, when and whom to ask, to the recipient only, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('after a decline: the other signer learns who declined and when, the decliner that it was them; a wrong token learns nothing', async () => {
    const { me, agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee'), signer('Bo Chen')] });
    const [ann, bo] = agreement.recipients;
    const sender = { name: displayNameOf(me.user), email: me.user.email };
    const boLink = await latestLink(t, bo!.email);
    const annSession = await openLink(t, ann!.email);
    expect((await decline(t, ann!.id, { signerToken: annSession.signerToken }, 'Not agreed')).code).toBe(200);

    // The other signer's link (a valid token): who declined, when, and the sender to ask.
    const opened = await bind(t, boLink);
    expect(opened).toMatchObject({ code: ErrorCode.ProcessRejected, msg: 'This process has been declined.' });
    const details = opened.errorData(ErrorCode.ProcessRejected);
    expect(details).toMatchObject({ sender, actor: { name: 'Ann Lee', you: false }, agreementStatus: 'declined' });
    expect(recent(details?.at)).toBe(true);

    // The decliner's own session, on any signer call: it was them.
    for (const answer of [await signerView(t, ann!.id, { signerToken: annSession.signerToken }), await viewed(t, ann!.id, { signerToken: annSession.signerToken })]) {
      expect(answer.code).toBe(ErrorCode.ProcessRejected);
      expect(answer.errorData(ErrorCode.ProcessRejected)).toMatchObject({ sender, actor: { name: 'Ann Lee', you: true } });
    }

    // Nothing proved, nothing told: a wrong token, another recipient's token, no session at all.
    const strangers = await Promise.all([
      bind(t, boLink, { token: 'x'.repeat(43) }),
      bind(t, { ...boLink, recipientId: ann!.id }),
      signerView(t, bo!.id, { signerToken: annSession.signerToken }),
      signerView(t, bo!.id, {}),
      signerView(t, ann!.id, { signerToken: 'y'.repeat(43) }),
    ]);
    for (const answer of strangers) expect(answer).toMatchObject({ code: ErrorCode.SignatureNotFound, data: null });
    // The sender's own account is not this recipient either.
    expect(await signerView(t, bo!.id, { token: me.token })).toMatchObject({ code: ErrorCode.SignatureNotFound, data: null });
  });

  it('after a void: the sender voided it, and when; after a delete: deleted by the sender', async () => {
    const { me, agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee'), viewer('Cy Wu')] });
    const [ann, cy] = agreement.recipients;
    const sender = { name: displayNameOf(me.user), email: me.user.email };
    const annLink = await latestLink(t, ann!.email);
    const cySession = await openLink(t, cy!.email);
    const voided = await callOperation(t, contract.voidAgreement, { params: { flowId: agreement.id }, body: { reason: 'Wrong salary' } }, { token: me.token });
    expect(voided.code).toBe(200);

    const opened = await bind(t, annLink);
    expect(opened.code).toBe(ErrorCode.ProcessVoided);
    const details = opened.errorData(ErrorCode.ProcessVoided);
    expect(details).toMatchObject({ sender, actor: { name: sender.name, you: false }, agreementStatus: 'voided' });
    expect(recent(details?.at)).toBe(true);
    expect((await signerView(t, cy!.id, { signerToken: cySession.signerToken })).errorData(ErrorCode.ProcessVoided)).toMatchObject({ sender });
    expect(await bind(t, annLink, { token: 'z'.repeat(43) })).toMatchObject({ code: ErrorCode.SignatureNotFound, data: null });

    expect((await callOperation(t, contract.deleteAgreement, { params: { flowId: agreement.id } }, { token: me.token })).code).toBe(200);
    const deleted = await bind(t, annLink);
    expect(deleted.code).toBe(ErrorCode.ProcessDeleted);
    expect(deleted.errorData(ErrorCode.ProcessDeleted)).toMatchObject({ sender, actor: { name: sender.name, you: false } });
    expect(recent(deleted.errorData(ErrorCode.ProcessDeleted)?.at)).toBe(true);
  });

  it('an old link: when the newer e-mail went out (7602), or when the link ended (7601)', async () => {
    const { me, agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee')] });
    const ann = agreement.recipients[0]!;
    const first = await latestLink(t, ann.email);
    const second = await addNotice(t, agreement.id, ann.id);
    const replaced = await bind(t, first);
    expect(replaced.code).toBe(ErrorCode.NotificationExpired);
    expect(replaced.errorData(ErrorCode.NotificationExpired)).toMatchObject({ sender: { email: me.user.email }, agreementStatus: 'waiting' });
    expect(recent(replaced.errorData(ErrorCode.NotificationExpired)?.at)).toBe(true);
    expect(await bind(t, first, { token: 'w'.repeat(43) })).toMatchObject({ code: ErrorCode.SignatureNotFound, data: null });

    await expireNotice(t, second.noticeId);
    const expired = await bind(t, second);
    expect(expired.code).toBe(ErrorCode.LinkExpired);
    expect(Date.parse(expired.errorData(ErrorCode.LinkExpired)?.at ?? '')).toBeLessThan(Date.now());
  });

  it('a viewer asked to act (7403) is told whom to ask', async () => {
    const { me, agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee'), viewer('Cy Wu')] });
    const cy = agreement.recipients[1]!;
    const cySession = await openLink(t, cy.email);
    const refused = await decline(t, cy.id, { signerToken: cySession.signerToken }, 'No');
    expect(refused.code).toBe(ErrorCode.NoPermission);
    expect(refused.errorData(ErrorCode.NoPermission)).toMatchObject({ sender: { email: me.user.email }, agreementStatus: 'waiting' });
    expect(refused.errorData(ErrorCode.NoPermission)?.actor).toBeUndefined();
  });
});
