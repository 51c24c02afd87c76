import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementEvents, oneTimeCodes, rateLimits } from '../../db/schema/index.js';
import * as contract from '@signet/contracts';
import { ErrorCode, readErrorData } from '@signet/contracts';
import { PASSWORD, readLatestCode, readLatestMail, registerAccount, uniqueIp } from '../../../test/helpers/accounts.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { totpCode, turnOnTotp } from '../../../test/helpers/two-factor.js';
import { createAgreement, readyDraft, sendAgreement, signer } from '../../../test/helpers/agreements.js';
import { latestSms, newestSmsId } from '../../../test/helpers/sms.js';
import { SmsDeliveryError } from '../../sms/sms-sender.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInOnPlan } from '../../../test/helpers/drive.js';
import { bind, latestLink, newestMailId, sendSignerCode, sentAgreement, type Link } from '../../../test/helpers/signing.js';

// Issue 35, point 1: a recipient the sender asked to verify by e-mail code types a 6-digit code
// before the documents open. Codes work once, for 10 minutes, 5 tries each, 5 an hour.
describe.each(databaseTargets())('signers verified by e-mail code on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const emailCodeSigner = (name: string) => ({ ...signer(name), verification: 'email_code' as const });
  const trail = async (agreementId: bigint) =>
    (await db().select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreementId))).map((event) => ({ type: event.type, data: event.data }));
  /** Sends a code and reads it from the mail it came in. */
  const codeFor = async (link: Link, email: string, ip?: string) => {
    const before = await newestMailId(t, email);
    const sent = await sendSignerCode(t, link, ip ? { ip } : {});
    expect(sent.code, sent.msg).toBe(200);
    return readLatestCode(t, email, { afterId: before });
  };
  /** Lets the next code go out at once: the one-a-minute gap is its own limit, tested below. */
  const skipGap = (recipientId: bigint) => db().delete(rateLimits).where(eq(rateLimits.key, `signerCodeGap:${recipientId}`));

  it('asks for the code, sends it to the address (masked on the page), refuses a wrong one, opens with the right one, once', async () => {
    const ann = emailCodeSigner('Ann Lee');
    const { agreement } = await sentAgreement(t, { name: 'Lease', recipients: [ann] });
    const link = await latestLink(t, ann.email);

    const asked = await bind(t, link);
    expect(asked).toMatchObject({ status: 400, code: 8401, msg: 'Please enter the 6-digit code we sent you.', data: { method: 'email_code', sentAt: null } });
    expect((asked.data as { target: string }).target).toMatch(/^an\*\*\*@example\.com$|^an\*\*\*@/);

    const before = await newestMailId(t, ann.email);
    const sent = await sendSignerCode(t, link);
    expect(sent).toMatchObject({ code: 200, data: { method: 'email_code', codesLeft: 4 } });
    expect(sent.result.expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    const mail = await readLatestMail(t, ann.email, { afterId: before });
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
    expect(mail.subject).toBe(`${code} is your code to open “Lease”`);
    expect(mail.text).toContain('It works once, for 10 minutes.');
    // The page knows a code is on its way when it is reopened.
    expect(((await bind(t, link)).data as { sentAt: number }).sentAt).toBeGreaterThan(Date.now() - 60_000);

    const wrong = code === '000000' ? '000001' : '000000';
    expect(await bind(t, link, { verificationCode: wrong })).toMatchObject({ code: 8402, data: { reason: 'wrong', attemptsLeft: 4 } });
    const opened = await bind(t, link, { verificationCode: code });
    expect(opened).toMatchObject({ code: 200, data: { next: 'start' } });
    // Used: the same code never opens it again.
    expect(await bind(t, link, { verificationCode: code })).toMatchObject({ code: 8402, data: { reason: 'expired', attemptsLeft: 0 } });
    // This browser's signer session keeps it verified for the rest of the session.
    expect((await bind(t, link, { signerToken: opened.result.signerToken })).code).toBe(200);
    // Another recipient's session does not.
    expect((await bind(t, link, { signerToken: 'x'.repeat(43) })).code).toBe(8401);

    const events = await trail(agreement.id);
    expect(events.filter((event) => event.type === 'verification_code_sent')).toEqual([{ type: 'verification_code_sent', data: { method: 'email_code', target: expect.stringMatching(/\*\*\*@/) as unknown } }]);
    expect(events.filter((event) => event.type === 'signer_verification_failed').map((event) => event.data)).toEqual([
      expect.objectContaining({ method: 'email_code', reason: 'wrong' }),
      expect.objectContaining({ method: 'email_code', reason: 'expired' }),
    ]);
    expect(events.filter((event) => event.type === 'signer_verified').map((event) => event.data)).toEqual([expect.objectContaining({ method: 'email_code' })]);
  });

  it('a code dies after 10 minutes, and after 5 wrong tries', async () => {
    const ann = emailCodeSigner('Ann Lee');
    await sentAgreement(t, { recipients: [ann] });
    const link = await latestLink(t, ann.email);
    const code = await codeFor(link, ann.email);
    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.email, `signer:${link.recipientId}`), eq(oneTimeCodes.purpose, 'signer_verification')));
    expect(await bind(t, link, { verificationCode: code })).toMatchObject({ code: 8402, data: { reason: 'expired' } });

    await skipGap(link.recipientId);
    const fresh = await codeFor(link, ann.email);
    const wrong = fresh === '000000' ? '000001' : '000000';
    const left = [];
    for (let i = 0; i < 5; i++) left.push(((await bind(t, link, { verificationCode: wrong })).data as { attemptsLeft: number }).attemptsLeft);
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(await bind(t, link, { verificationCode: fresh })).toMatchObject({ code: 8402, data: { reason: 'expired' } });
    // A new code replaces the dead one.
    await skipGap(link.recipientId);
    expect((await bind(t, link, { verificationCode: await codeFor(link, ann.email) })).code).toBe(200);
  });

  it('a newer code replaces the older one', async () => {
    const ann = emailCodeSigner('Ann Lee');
    await sentAgreement(t, { recipients: [ann] });
    const link = await latestLink(t, ann.email);
    const first = await codeFor(link, ann.email);
    await skipGap(link.recipientId);
    const second = await codeFor(link, ann.email);
    if (first !== second) expect((await bind(t, link, { verificationCode: first })).code).toBe(8402);
    expect((await bind(t, link, { verificationCode: second })).code).toBe(200);
  });

  it('sends one code a minute and five an hour per recipient (8403 with when to ask again), never a 500', async () => {
    const ann = emailCodeSigner('Ann Lee');
    await sentAgreement(t, { recipients: [ann] });
    const link = await latestLink(t, ann.email);
    expect((await sendSignerCode(t, link)).code).toBe(200);
    const tooSoon = await sendSignerCode(t, link);
    expect(tooSoon).toMatchObject({ status: 400, code: 8403, msg: 'Too many codes were asked for. Please wait before asking for another.' });
    expect((tooSoon.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
    const left = [];
    for (let i = 0; i < 4; i++) {
      await skipGap(link.recipientId);
      left.push((await sendSignerCode(t, link)).result.codesLeft);
    }
    expect(left).toEqual([3, 2, 1, 0]);
    await skipGap(link.recipientId);
    const sixth = await sendSignerCode(t, link);
    expect(sixth.code).toBe(8403);
    expect((sixth.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(60);
  });

  it('limits codes per address across recipients (429)', async () => {
    const ip = uniqueIp();
    const ann = emailCodeSigner('Ann Lee');
    await sentAgreement(t, { recipients: [ann] });
    const link = await latestLink(t, ann.email);
    // Thirty codes from this address this hour already, to other recipients.
    await db().insert(rateLimits).values({ key: `signerCodePerIp:${ip}`, windowStartedAt: new Date(), hits: 30 });
    expect(await sendSignerCode(t, link, { ip })).toMatchObject({ status: 429, code: 429 });
    expect((await sendSignerCode(t, link)).code).toBe(200);
  });

  it('the link is checked first: a wrong token is 7404 whatever the method, and a recipient without codes gets 403', async () => {
    const ann = emailCodeSigner('Ann Lee');
    const bo = signer('Bo Chen');
    await sentAgreement(t, { recipients: [ann, bo] });
    const link = await latestLink(t, ann.email);
    expect((await sendSignerCode(t, { ...link, token: 'x'.repeat(43) })).code).toBe(7404);
    expect((await sendSignerCode(t, await latestLink(t, bo.email))).code).toBe(403);
  });

  it('keeps the method and says it to the sender; an access code given alone still means "access code"', async () => {
    const me = await signInOnPlan(t, 'individual');
    const draft = await createAgreement(t, me.token, {
      name: 'Methods',
      recipients: [emailCodeSigner('Ann Lee'), { ...signer('Bo Chen'), accessCode: 'Tulip-42' }, { ...signer('Cy Wu'), verification: 'access_code', accessCode: '' }, signer('Di Xu')],
    });
    expect(draft.code).toBe(200);
    expect(draft.result.recipients.map((recipient) => [recipient.verification, recipient.accessCode, recipient.phone])).toEqual([
      ['email_code', null, null],
      ['access_code', 'Tulip-42', null],
      ['access_code', null, null],
      ['none', null, null],
    ]);
  });

  it('texts the code to an SMS signer, masked on the page and in the history, and answers 8405 when the text cannot go', async () => {
    const phone = '+8613812345678';
    const bo = { ...signer('Bo Chen'), verification: 'sms_code' as const, phone: '+86 138 1234 5678' };
    const { agreement, me } = await sentAgreement(t, { name: 'Lease', recipients: [bo] });
    expect(agreement.recipients[0]).toMatchObject({ verification: 'sms_code', phone, phoneMasked: '+86 138****5678' });
    const link = await latestLink(t, bo.email);
    expect(await bind(t, link)).toMatchObject({ code: 8401, data: { method: 'sms_code', target: '+86 138****5678', sentAt: null } });

    // The provider refuses: the signer is told, and the code that never went out is withdrawn.
    const working = t.deps.sms;
    t.deps.sms = { driver: 'twilio', send: () => Promise.reject(new SmsDeliveryError('unreachable', { retryable: false, providerCode: '21211' })) };
    try {
      expect(await sendSignerCode(t, link)).toMatchObject({ code: 8405, msg: 'The text message could not be sent. Please ask the sender to check the phone number.' });
    } finally {
      t.deps.sms = working;
    }
    expect(((await bind(t, link)).data as { sentAt: number | null }).sentAt).toBeNull();

    await skipGap(link.recipientId);
    const before = await newestSmsId(t, phone);
    expect(await sendSignerCode(t, link)).toMatchObject({ code: 200, data: { method: 'sms_code', target: '+86 138****5678' } });
    const text = await latestSms(t, phone, { afterId: before });
    expect(text.text).toMatch(/^\[Signet\] \d{6} is your code to open “Lease” from .+\. It works for 10 minutes\. Do not share it\.$/);
    const code = /\d{6}/.exec(text.text)?.[0] ?? '';
    expect((await bind(t, link, { verificationCode: code })).code).toBe(200);

    const events = await trail(agreement.id);
    const verified = events.find((event) => event.type === 'signer_verified');
    expect(verified?.data).toMatchObject({ method: 'sms_code', target: '+86 138****5678' });
    // The full number is the sender's only: no event carries it.
    expect(JSON.stringify(events)).not.toContain('13812345678');
    expect(me.token).toBeTruthy();
  });

  it('refuses a number that is no mobile number (8404, the row named) and sending an SMS signer without one', async () => {
    const me = await signInOnPlan(t, 'individual');
    const landline = await createAgreement(t, me.token, { recipients: [signer('Ann Lee'), { ...signer('Bo Chen'), verification: 'sms_code', phone: '+86 10 8888 8888' }] });
    expect(landline).toMatchObject({ code: 8404, data: { recipientIndex: 1 } });
    expect(landline.msg).toContain('not a valid mobile number');
    const malformed = await createAgreement(t, me.token, { recipients: [{ ...signer('Bo Chen'), verification: 'sms_code', phone: '138 1234 5678' }] });
    expect(malformed.code).toBe(403);
    const noPhone = await readyDraft(t, me.token, { recipients: [{ ...signer('Bo Chen'), verification: 'sms_code' }] });
    const refused = await sendAgreement(t, me.token, noPhone.id, noPhone.revision);
    expect(refused).toMatchObject({ code: 403, msg: 'Enter the mobile number the SMS code goes to', data: { recipientIndex: 0 } });
  });

  it('counts an account holder signed in with a second factor as verified by e-mail for their own address, and nobody else', async () => {
    const { email, token } = await registerAccount(t);
    const { secret } = await turnOnTotp(t, token);
    const challenge = readErrorData(ErrorCode.SecondFactorRequired, (await callOperation(t, contract.login, { body: { email, password: PASSWORD, deviceId: 'laptop' } })).data);
    const signedIn = await callOperation(t, contract.completeSecondFactorSignIn, { body: { ticket: challenge?.ticket ?? '', proof: { method: 'totp', code: totpCode(secret, 1) }, deviceId: 'laptop' } });
    expect(signedIn.code).toBe(200);

    const ann = { name: 'Ann Lee', email, role: 'signer' as const, verification: 'email_code' as const };
    const bo = emailCodeSigner('Bo Chen');
    const accountMails = await newestMailId(t, email);
    const { agreement } = await sentAgreement(t, { recipients: [ann, bo] });
    const annLink = await latestLink(t, email, accountMails);
    // Signed in with only a password, the same account is asked for the code.
    expect((await bind(t, annLink, { accountToken: token })).code).toBe(8401);
    expect((await bind(t, annLink, { accountToken: signedIn.result.token })).code).toBe(200);
    // Another person's two-factor session proves nothing about Bo.
    expect((await bind(t, await latestLink(t, bo.email), { accountToken: signedIn.result.token })).code).toBe(8401);
    const verified = (await trail(agreement.id)).filter((event) => event.type === 'signer_verified');
    expect(verified.map((event) => event.data)).toEqual([expect.objectContaining({ method: 'account_2fa', target: expect.stringMatching(/\*\*\*@example\.com$/) as unknown })]);
  });
});
