import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as contract from '@signet/contracts';
import { agreementEvents, agreementNotices, jobs } from '../../db/schema/index.js';
import { readLatestMail } from '../../../test/helpers/accounts.js';
import { getAgreement, signer, viewer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { fetchFile } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { makeDue } from '../../../test/helpers/jobs.js';
import {
  bind,
  consentAndSign,
  decline,
  latestLink,
  openLink,
  sentAgreement,
  signatureFieldsOf,
  SIGNER_UA,
  signerView,
  viewed,
} from '../../../test/helpers/signing.js';

describe.each(databaseTargets())("the signer's journey on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const eventsOf = (agreementId: bigint, type: string) =>
    db().select().from(agreementEvents).where(and(eq(agreementEvents.agreementId, agreementId), eq(agreementEvents.type, type)));

  it("shows the sender, message, documents and own fields, and never another recipient's e-mail, a token or a key", async () => {
    const { me, agreement } = await sentAgreement(t, {
      name: 'NDA',
      message: 'Please sign by Friday',
      recipients: [{ ...signer('Ann Lee'), accessCode: 'Secret-9' }, signer('Bo Chen'), viewer('Cy Wu')],
    });
    const [ann, bo, cy] = agreement.recipients;
    const { signerToken, link } = await openLink(t, ann!.email, 'Secret-9');
    const view = await signerView(t, ann!.id, { signerToken });
    expect(view.data).toMatchObject({
      agreement: { id: agreement.id, name: 'NDA', message: 'Please sign by Friday', status: 'waiting' },
      sender: { name: me.user.name, email: me.user.email },
      documents: [{ id: agreement.documents[0]!.id, pageCount: 2 }],
      me: { id: ann!.id, name: 'Ann Lee', email: ann!.email, role: 'signer', status: 'viewed' },
      myTurn: true,
      waitingFor: [],
      consent: { version: 'esign-consent-2026-1', given: false },
      next: 'start',
    });
    expect(view.result.fields.map((field: { id: bigint }) => field.id)).toEqual(signatureFieldsOf(agreement, ann!.id));
    for (const secret of [bo!.email, cy!.email, signerToken, link.token, 'Secret-9', 'Key', 'documents/']) expect(view.body).not.toContain(secret);

    // The documents' bytes with the signer token; nothing without it.
    const file = await fetchFile(t, contract.getSignerDocumentFile, { params: { flowSignerId: ann!.id, documentId: agreement.documents[0]!.id } }, { signerToken: signerToken });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const anonymous = await fetchFile(t, contract.getSignerDocumentFile, { params: { flowSignerId: ann!.id, documentId: agreement.documents[0]!.id } }, {});
    expect(anonymous.json()).toMatchObject({ code: 7404 });
    // Another recipient's id with this token, or no token: 7404.
    expect(await signerView(t, bo!.id, { signerToken })).toMatchObject({ code: 7404 });
    expect(await signerView(t, ann!.id, {})).toMatchObject({ code: 7404 });
    // The sender's own session is no signer token for an agreement sent to others.
    expect(await signerView(t, ann!.id, { token: me.token })).toMatchObject({ code: 7404 });
  });

  it('lets a viewer only view, and records each viewing', async () => {
    const { me, agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee'), viewer('Cy Wu')] });
    const cy = agreement.recipients[1]!;
    const { signerToken } = await openLink(t, cy.email);
    const res = await viewed(t, cy.id, { signerToken });
    expect(res).toMatchObject({ code: 200, data: { me: { role: 'viewer', status: 'viewed' }, fields: [], next: 'view' } });
    expect(await decline(t, cy.id, { signerToken }, 'no')).toMatchObject({ code: 7403 });
    const [event] = await eventsOf(agreement.id, 'viewed');
    expect(event).toMatchObject({ recipientId: cy.id, userAgent: SIGNER_UA, ip: expect.stringMatching(/^10\./) });
    expect((await getAgreement(t, me.token, agreement.id)).result.recipients[1]).toMatchObject({ status: 'viewed' });
  });

  it('declines with a reason: the agreement is declined, the sender is e-mailed, other links answer 7407', async () => {
    const { me, agreement } = await sentAgreement(t, { name: 'Lease', recipients: [signer('Ann Lee'), signer('Bo Chen')] });
    const [ann, bo] = agreement.recipients;
    const boToken = (await openLink(t, bo!.email)).signerToken;
    const { signerToken } = await openLink(t, ann!.email);
    expect(await decline(t, ann!.id, { signerToken }, '')).toMatchObject({ code: 403 });
    const res = await decline(t, ann!.id, { signerToken }, 'The rent is wrong.');
    expect(res).toMatchObject({ code: 200, data: { agreement: { status: 'declined' }, me: { status: 'declined' } } });

    const mail = await readLatestMail(t, me.user.email ?? '');
    expect(mail.subject).toBe('Ann Lee declined to sign "Lease"');
    expect(mail.text).toContain('The rent is wrong.');
    expect(mail.text).toContain(ann!.email);
    expect(mail.html).toContain('The rent is wrong.');

    const sender = (await getAgreement(t, me.token, agreement.id)).result;
    expect(sender).toMatchObject({ status: 'declined', recipients: [{ status: 'declined', declineReason: 'The rent is wrong.' }, { status: 'viewed' }] });
    expect(await decline(t, ann!.id, { signerToken }, 'again')).toMatchObject({ code: 7407 });
    expect(await consentAndSign(t, bo!.id, { signerToken: boToken }, signatureFieldsOf(agreement, bo!.id)).catch((error: Error) => error.message)).toContain('7407');
    expect(await bind(t, await latestLink(t, bo!.email))).toMatchObject({ code: 7407, msg: 'This process has been declined.' });
    const [event] = await eventsOf(agreement.id, 'declined');
    expect(event).toMatchObject({ recipientId: ann!.id, userAgent: SIGNER_UA, data: { reason: 'The rent is wrong.' } });
  });

  it('lets the sender sign their own "Just need my signature" agreement with their session, and enqueues sealing', async () => {
    const { me, agreement } = await sentAgreement(t, { selfSign: true, recipients: [] });
    const mine = agreement.recipients[0]!;
    const view = await signerView(t, mine.id, { token: me.token });
    expect(view.data).toMatchObject({ me: { email: me.user.email, status: 'pending' }, next: 'start' });
    const signed = await consentAndSign(t, mine.id, { token: me.token }, signatureFieldsOf(agreement, mine.id));
    expect(signed).toMatchObject({ code: 200, data: { me: { status: 'signed' }, next: 'finish' } });
    const [event] = await eventsOf(agreement.id, 'signed');
    expect(event).toMatchObject({ actorUserId: me.user.id, recipientId: mine.id, userAgent: SIGNER_UA });
    expect(await db().select().from(jobs).where(eq(jobs.dedupeKey, `agreement.complete:${agreement.id}`))).toHaveLength(1);
    // Nobody else's session works for it.
    const stranger = await sentAgreement(t, { selfSign: true, recipients: [] });
    expect(await signerView(t, mine.id, { token: stranger.me.token })).toMatchObject({ code: 7404 });
  });

  it('shows an invitation that could not be delivered to the sender, and records it', async () => {
    const send = vi.spyOn(t.deps.mailer, 'send').mockRejectedValue(new Error('550 mailbox unavailable'));
    try {
      const { me, agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee')] });
      const ann = agreement.recipients[0]!;
      const [notice] = await db().select().from(agreementNotices).where(eq(agreementNotices.recipientId, ann.id));
      // Use up the attempts without waiting for the back-off.
      await db().update(jobs).set({ maxAttempts: 2 }).where(eq(jobs.id, notice!.mailJobId!));
      for (let i = 0; i < 100; i++) {
        const [job] = await db().select().from(jobs).where(eq(jobs.id, notice!.mailJobId!));
        if (job?.status === 'failed') break;
        if (job?.status === 'queued') await makeDue(db(), job.id);
        t.worker.kick();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      let recipient: { deliveryFailed?: boolean } | undefined;
      for (let i = 0; i < 40 && !recipient?.deliveryFailed; i++) {
        recipient = (await getAgreement(t, me.token, agreement.id)).result.recipients[0];
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(recipient).toMatchObject({ deliveryFailed: true, status: 'invited' });
      const [failed] = await db().select().from(agreementNotices).where(eq(agreementNotices.id, notice!.id));
      expect(failed?.deliveryFailedAt).not.toBeNull();
      expect(failed?.deliveryError).toContain('550 mailbox unavailable');
      const [event] = await eventsOf(agreement.id, 'invitation_undelivered');
      expect(event).toMatchObject({ recipientId: ann.id, data: { noticeId: String(notice!.id), error: '550 mailbox unavailable' } });
    } finally {
      send.mockRestore();
    }
  });
});
