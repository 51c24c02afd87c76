import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { agreementRecipients, users } from '../../db/schema/index.js';
import { getOutboxMessage, listOutboxMessages } from '../../mail/index.js';
import { readLatestMail } from '../../../test/helpers/accounts.js';
import { signer } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { waitForSealing } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { bind, consentAndSign, latestLink, newestMailId, openLink, sentAgreement, signatureFieldsOf } from '../../../test/helpers/signing.js';
import { callOperation } from '../../../test/helpers/call-operation.js';

// Issue 6 point 1: a recipient's mails are in their language once a browser of theirs told
// us (opening the link, consenting, signing), else in the sender's; the sender's own stay theirs.
describe.each(databaseTargets())('mails in the recipient language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const localeOf = async (recipientId: bigint) =>
    (await t.database.db.select({ locale: agreementRecipients.locale }).from(agreementRecipients).where(eq(agreementRecipients.id, recipientId)))[0]?.locale;
  const notify = (token: string, flowId: bigint, scope: 'all' | 'next') => callOperation(t, contract.notifySigners, { params: { flowId }, body: { scope } }, { token });
  /** The one completion mail to `email`, once the worker queued it. */
  const completionMail = async (email: string) => {
    let id = 0n;
    await expect
      .poll(
        async () => {
          const found = (await listOutboxMessages(t.database.db, { to: email, limit: 10 })).filter((m) => /complete|完成签署/.test(m.subject));
          id = found[0]?.id ?? 0n;
          return found.length;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    return getOutboxMessage(t.database.db, id);
  };

  it('re-sends, turn invitations and completion mails follow each signer’s newest browser; the sender’s stay English', async () => {
    const [ann, bo] = [signer('Ann Lee'), signer('Bo Chen')];
    const { me, agreement } = await sentAgreement(t, { name: 'Lease', recipients: [ann, bo], signingOrder: true });
    const [annId, boId] = agreement.recipients.map((r) => r.id) as [bigint, bigint];
    expect(me.user.locale).toBe('en-US');
    // Nobody opened anything yet: the invitation at send is in the sender's language.
    expect((await readLatestMail(t, ann.email)).subject).toContain('sent you "Lease" to sign');
    expect(await localeOf(annId)).toBeNull();

    await openLink(t, ann.email, undefined, { locale: 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(await localeOf(annId)).toBe('zh-CN');
    const annBefore = await newestMailId(t, ann.email);
    expect((await notify(me.token, agreement.id, 'next')).code).toBe(200);
    const resent = await readLatestMail(t, ann.email, { afterId: annBefore });
    expect(resent.subject).toBe(`提醒：${me.user.name} 邀请您签署“Lease”`); // a re-send says it is a reminder
    expect(resent.text).toContain('此链接仅供您本人使用');

    // A request without Accept-Language leaves the known language alone.
    const reopened = await bind(t, await latestLink(t, ann.email, annBefore));
    expect(reopened.code).toBe(200);
    expect(await localeOf(annId)).toBe('zh-CN');
    const annToken = reopened.result.signerToken;
    expect((await consentAndSign(t, annId, { signerToken: annToken, locale: 'zh-TW' }, signatureFieldsOf(agreement, annId))).code).toBe(200);

    // Bo's turn: he never opened anything, so his invitation is in the sender's language.
    expect((await readLatestMail(t, bo.email)).subject).toBe(`${me.user.name} sent you "Lease" to sign`);
    // He opens in Chinese but signs from an English browser: the newest browser wins.
    const boLink = await openLink(t, bo.email, undefined, { locale: 'zh-CN' });
    expect(await localeOf(boId)).toBe('zh-CN');
    expect((await consentAndSign(t, boId, { signerToken: boLink.signerToken, locale: 'en-GB,en;q=0.9' }, signatureFieldsOf(agreement, boId))).code).toBe(200);
    expect(await localeOf(boId)).toBe('en-US');

    expect(await waitForSealing(t, me.token, agreement.id)).toMatchObject({ status: 'completed' });
    const annMail = await completionMail(ann.email);
    expect(annMail?.subject).toBe('“Lease”已完成签署');
    expect(annMail?.text).toContain('所有签署人均已签署');
    expect((await completionMail(bo.email))?.subject).toBe('"Lease" is complete');
    expect((await completionMail(me.user.email ?? ''))?.subject).toBe('"Lease" is complete');
  });

  it('void mails: an English browser gets English from a Chinese sender; who never opened gets the sender’s Chinese', async () => {
    const [ann, bo] = [signer('Ann Lee'), signer('Bo Chen')];
    const { me, agreement } = await sentAgreement(t, { name: 'Lease', recipients: [ann, bo] });
    await t.database.db.update(users).set({ locale: 'zh-CN' }).where(eq(users.id, me.user.id));
    await openLink(t, ann.email, undefined, { locale: 'en-US' });
    await latestLink(t, bo.email); // Bo's invitation has left before we count what follows it
    const [annBefore, boBefore] = [await newestMailId(t, ann.email), await newestMailId(t, bo.email)];

    const voided = await callOperation(t, contract.voidAgreement, { params: { flowId: agreement.id }, body: { reason: 'Wrong price' } }, { token: me.token });
    expect(voided.code).toBe(200);
    expect((await readLatestMail(t, ann.email, { afterId: annBefore })).subject).toBe(`${me.user.name} voided "Lease"`);
    expect((await readLatestMail(t, bo.email, { afterId: boBefore })).subject).toBe(`${me.user.name} 已作废“Lease”`);
  });
});
