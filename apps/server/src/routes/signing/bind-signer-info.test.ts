import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementEvents, agreementNotices, agreementRecipients, agreements, signerSessions } from '../../db/schema/index.js';
import { hashToken } from '../../domain/session/session-token.js';
import { uniqueIp } from '../../../test/helpers/accounts.js';
import { getAgreement, signer, viewer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { addNotice, bind, expireNotice, latestLink, openLink, sentAgreement, SIGNER_UA, signerView } from '../../../test/helpers/signing.js';

describe.each(databaseTargets())('opening a signing link (bindSignerInfo) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  it('starts a signer session, marks the notice and the recipient viewed, and records where from', async () => {
    const { me, agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee'), viewer('Cy Wu')] });
    const [ann, cy] = agreement.recipients;
    const link = await latestLink(t, ann!.email);
    const ip = uniqueIp();
    const res = await bind(t, link, { ip });
    expect(res).toMatchObject({ status: 200, code: 200, data: { role: 'signer', next: 'start' } });
    expect(res.result.signerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.result.expiresAt - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    // Only the token's hash is kept.
    const [session] = await db().select().from(signerSessions).where(eq(signerSessions.tokenHash, hashToken(res.result.signerToken)));
    expect(session).toMatchObject({ recipientId: ann!.id, noticeId: link.noticeId, ip, userAgent: SIGNER_UA });
    const [notice] = await db().select().from(agreementNotices).where(eq(agreementNotices.id, link.noticeId));
    expect(notice?.viewedAt).not.toBeNull();
    const [event] = await db().select().from(agreementEvents).where(and(eq(agreementEvents.type, 'link_opened'), eq(agreementEvents.agreementId, agreement.id)));
    expect(event).toMatchObject({ recipientId: ann!.id, ip, userAgent: SIGNER_UA, data: { noticeId: String(link.noticeId), firstOpen: true } });

    const progress = await getAgreement(t, me.token, agreement.id);
    expect(progress.result.recipients).toMatchObject([
      { id: ann!.id, status: 'viewed', deliveryFailed: false },
      { id: cy!.id, status: 'invited', viewedAt: null },
    ]);
    expect(Date.parse(progress.result.recipients[0]?.viewedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const cyLink = await latestLink(t, cy!.email);
    expect((await bind(t, cyLink)).data).toMatchObject({ role: 'viewer', next: 'view' });
  });

  it('answers with the signer’s view, the one the page would otherwise ask for next', async () => {
    const { agreement } = await sentAgreement(t, { name: 'Lease', recipients: [signer('Ann Lee')] });
    const [ann] = agreement.recipients;
    const opened = await bind(t, await latestLink(t, ann!.email));
    expect(opened.result.view).toMatchObject({ me: { id: ann!.id, role: 'signer' }, next: 'start', agreement: { name: 'Lease' } });
    expect(opened.result.view.documents[0]?.pageSizes.length).toBeGreaterThan(0);
    const asked = await signerView(t, ann!.id, { signerToken: opened.result.signerToken });
    // The same view but for the page images' signed links, which are made at each answer's time.
    const withoutLinks = (view: typeof asked.result) => ({ ...view, documents: view.documents.map(({ pageImages: _links, ...document }) => document) });
    expect(withoutLinks(opened.result.view)).toEqual(withoutLinks(asked.result));
  });

  it('answers 7404 with one message for a wrong token, another recipient, or unknown ids', async () => {
    const { agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee'), signer('Bo Chen')] });
    const [ann, bo] = agreement.recipients;
    const annLink = await latestLink(t, ann!.email);
    const boLink = await latestLink(t, bo!.email);
    const answers = await Promise.all([
      bind(t, annLink, { token: 'x'.repeat(43) }),
      bind(t, annLink, { token: boLink.token }),
      bind(t, { ...annLink, recipientId: bo!.id }),
      bind(t, { ...boLink, recipientId: ann!.id, token: annLink.token }),
      bind(t, { ...annLink, noticeId: 123456789012345678n }),
      bind(t, { ...annLink, recipientId: 123456789012345678n }),
    ]);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 400, code: 7404, msg: 'This signature does not exist.', data: null });
    }
    expect((await bind(t, annLink)).code).toBe(200);
  });

  it('answers 7602 for an older notice once a newer one was sent, and 7601 past its life', async () => {
    const { agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee')] });
    const ann = agreement.recipients[0]!;
    const first = await latestLink(t, ann.email);
    const second = await addNotice(t, agreement.id, ann.id);
    expect(await bind(t, first)).toMatchObject({ code: 7602, msg: 'This notification has expired. Please ask the sender to notify you again.' });
    expect((await bind(t, second)).code).toBe(200);
    await expireNotice(t, second.noticeId);
    expect(await bind(t, second)).toMatchObject({ code: 7601, msg: 'This link has expired. Please open the latest e-mail and try again.' });
  });

  it('asks for the access code (7301), refuses a wrong one (7300) and stops guessing (429)', async () => {
    const { agreement } = await sentAgreement(t, { recipients: [{ ...signer('Ann Lee'), accessCode: 'Tulip-42' }] });
    const link = await latestLink(t, agreement.recipients[0]!.email);
    expect(await bind(t, link)).toMatchObject({ code: 7301, msg: 'Please enter the access code.' });
    expect(await bind(t, link, { accessCode: 'tulip-42' })).toMatchObject({ code: 7300, msg: 'The access code is wrong.' });
    expect((await bind(t, link, { accessCode: 'Tulip-42' })).data).toMatchObject({ next: 'start' });
    for (let i = 0; i < 3; i++) expect((await bind(t, link, { accessCode: 'nope' })).code).toBe(7300);
    // Five tries per 15 minutes per recipient, wherever they come from.
    expect(await bind(t, link, { accessCode: 'Tulip-42' })).toMatchObject({ status: 429, code: 429 });
    const wrong = await db().select().from(agreementEvents).where(and(eq(agreementEvents.type, 'access_code_wrong'), eq(agreementEvents.agreementId, agreement.id)));
    expect(wrong).toHaveLength(4);
  });

  it('limits access-code tries per address across recipients', async () => {
    const ip = uniqueIp();
    let refused = 0;
    for (let i = 0; i < 7; i++) {
      const { agreement } = await sentAgreement(t, { recipients: [{ ...signer('Ann Lee'), accessCode: '1234' }] });
      const link = await latestLink(t, agreement.recipients[0]!.email);
      for (let j = 0; j < 5; j++) if ((await bind(t, link, { accessCode: '0000', ip })).code === 429) refused += 1;
    }
    expect(refused).toBe(5); // 30 per IP: the 31st to 35th are refused
  });

  it('answers the state of the agreement: 7203 deleted, 7408 voided, 7407 declined, 7025 being changed, 7202 abandoned', async () => {
    const { agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee')] });
    const link = await latestLink(t, agreement.recipients[0]!.email);
    const setState = (values: Partial<typeof agreements.$inferInsert>) => db().update(agreements).set(values).where(eq(agreements.id, agreement.id));
    await setState({ status: 'voided' });
    expect(await bind(t, link)).toMatchObject({ code: 7408, msg: 'This process has been voided.' });
    await setState({ status: 'declined' });
    expect(await bind(t, link)).toMatchObject({ code: 7407 });
    await setState({ status: 'updating' });
    expect((await bind(t, link)).code).toBe(7025);
    await setState({ status: 'draft' });
    expect(await bind(t, link)).toMatchObject({ code: 7202, msg: 'This process has been abandoned.' });
    await setState({ status: 'waiting', deletedAt: new Date() });
    expect(await bind(t, link)).toMatchObject({ code: 7203, msg: 'This process has been deleted.' });
    await setState({ deletedAt: null });
    expect((await bind(t, link)).code).toBe(200);
  });

  it('tells a later signer to wait while the order is on', async () => {
    const { agreement } = await sentAgreement(t, { signingOrder: true, recipients: [signer('Ann Lee'), signer('Bo Chen')] });
    const bo = agreement.recipients[1]!;
    const early = await addNotice(t, agreement.id, bo.id);
    expect((await bind(t, early)).data).toMatchObject({ role: 'signer', next: 'wait' });
    const [row] = await db().select().from(agreementRecipients).where(eq(agreementRecipients.id, bo.id));
    expect(row?.status).toBe('viewed');
    expect((await openLink(t, agreement.recipients[0]!.email)).next).toBe('start');
  });
});
