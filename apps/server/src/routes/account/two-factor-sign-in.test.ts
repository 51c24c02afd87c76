import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { enUS, ErrorCode, readErrorData } from '@signet/contracts';
import { secondFactorTickets } from '../../db/schema/index.js';
import { hashToken } from '../../domain/session/session-token.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { checkDevices, PASSWORD, registerAccount, requestCode } from '../../../test/helpers/accounts.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { totpCode, turnOnTotp } from '../../../test/helpers/two-factor.js';

describe.each(databaseTargets())('two-factor sign-in with an authenticator app on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (email: string, deviceId = 'device-b') => callOperation(t, contract.login, { body: { email, password: PASSWORD, deviceId } });
  /** Signs in with the password and answers the second-factor challenge it gets instead of a session. */
  const challengeFor = async (email: string) => {
    const res = await login(email);
    expect(res).toMatchObject({ code: ErrorCode.SecondFactorRequired, msg: enUS.http_error_8413 });
    const challenge = readErrorData(ErrorCode.SecondFactorRequired, res.data);
    if (!challenge) throw new Error('no challenge in 8413');
    return challenge;
  };
  const finish = (ticket: string, proof: contract.SecondFactorProof, deviceId = 'device-b') =>
    callOperation(t, contract.completeSecondFactorSignIn, { body: { ticket, proof, deviceId } });

  it('turns on an app from its URI and a code, gives ten recovery codes once, and then asks for a code at sign-in', async () => {
    const { email, token } = await registerAccount(t);
    const setup = await callOperation(t, contract.beginTotpSetup, {}, { token });
    expect(setup.result.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.result.uri).toBe(`otpauth://totp/Signet:${encodeURIComponent(email)}?issuer=Signet&secret=${setup.result.secret}&algorithm=SHA1&digits=6&period=30`);

    const wrongCode = totpCode(setup.result.secret, 5);
    expect(await callOperation(t, contract.confirmTotpSetup, { body: { code: wrongCode } }, { token })).toMatchObject({ code: 8414, msg: enUS.http_error_8414 });
    const confirmed = await callOperation(t, contract.confirmTotpSetup, { body: { code: totpCode(setup.result.secret) } }, { token });
    expect(confirmed.result.recoveryCodes).toHaveLength(10);
    expect(confirmed.result.status).toMatchObject({ enabled: true, totp: true, recoveryCodesLeft: 10, passkeys: [] });

    const challenge = await challengeFor(email);
    expect(challenge.methods).toEqual(['totp', 'recovery_code']);
    expect(challenge.expiresAt).toBeGreaterThan(Date.now());
    // The step after the confirming code's: a code already taken never works again.
    const signedIn = await finish(challenge.ticket, { method: 'totp', code: totpCode(setup.result.secret, 1) });
    expect(signedIn.code).toBe(200);
    expect(signedIn.result.userInfo.email).toBe(email);
    expect((await checkDevices(t, signedIn.result.token)).code).toBe(200);
    const status = await callOperation(t, contract.getTwoFactorStatus, {}, { token: signedIn.result.token });
    expect(status.result.secondFactorAt).not.toBeNull();
  });

  it('refuses a wrong code and a code used once already, with a message that says so', async () => {
    const { email, token } = await registerAccount(t);
    const { secret } = await turnOnTotp(t, token);
    const first = await challengeFor(email);
    const wrong = await finish(first.ticket, { method: 'totp', code: totpCode(secret, 3) });
    expect(wrong).toMatchObject({ status: 400, code: 8414, msg: enUS.http_error_8414 });
    const code = totpCode(secret, 1);
    expect((await finish(first.ticket, { method: 'totp', code })).code).toBe(200);
    const second = await challengeFor(email);
    expect((await finish(second.ticket, { method: 'totp', code })).code).toBe(8414);
  });

  it('counts codes against the account, set-up included (429 past ten in a quarter hour)', async () => {
    const { email, token } = await registerAccount(t);
    const { secret } = await turnOnTotp(t, token);
    const { ticket } = await challengeFor(email);
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push((await finish(ticket, { method: 'totp', code: totpCode(secret, 4) })).code);
    // The set-up's code was the first of the ten; nine wrong ones follow, then the limit.
    expect(answers).toEqual([...Array<number>(9).fill(8414), 429]);
  });

  it('lets each recovery code sign in once', async () => {
    const { email, token } = await registerAccount(t);
    const { recoveryCodes } = await turnOnTotp(t, token);
    const [code] = recoveryCodes;
    if (!code) throw new Error('no recovery code');
    const first = await challengeFor(email);
    // As typed by a person: upper case, spaces.
    const signedIn = await finish(first.ticket, { method: 'recovery_code', code: ` ${code.toUpperCase().replaceAll('-', ' ')} ` });
    expect(signedIn.code).toBe(200);
    const second = await challengeFor(email);
    expect((await finish(second.ticket, { method: 'recovery_code', code })).code).toBe(8414);
    const again = await finish(second.ticket, { method: 'recovery_code', code: recoveryCodes[1] ?? '' });
    expect(again.code).toBe(200);
    const status = await callOperation(t, contract.getTwoFactorStatus, {}, { token: again.result.token });
    expect(status.result.recoveryCodesLeft).toBe(8);
  });

  it('asks quick login and password reset for the second factor as well', async () => {
    const { email, token } = await registerAccount(t);
    const { secret } = await turnOnTotp(t, token);
    const quick = await callOperation(t, contract.quickLogin, { body: { email, code: await requestCode(t, email, 'login'), deviceId: 'device-c' } });
    expect(quick.code).toBe(8413);
    const ticket = readErrorData(ErrorCode.SecondFactorRequired, quick.data)?.ticket ?? '';
    expect((await finish(ticket, { method: 'totp', code: totpCode(secret, 1) }, 'device-c')).code).toBe(200);

    const reset = await callOperation(t, contract.resetPassword, { body: { email, code: await requestCode(t, email, 'reset'), password: 'a new password here' } });
    expect(reset.code).toBe(8413);
  });

  it('answers 8415 for a ticket that expired or was used', async () => {
    const { email, token } = await registerAccount(t);
    const { secret } = await turnOnTotp(t, token);
    const { ticket } = await challengeFor(email);
    await t.database.db.update(secondFactorTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(secondFactorTickets.ticketHash, hashToken(ticket)));
    expect(await finish(ticket, { method: 'totp', code: totpCode(secret, 1) })).toMatchObject({ code: 8415, msg: enUS.http_error_8415 });
    expect((await finish('not-a-ticket', { method: 'totp', code: '123456' })).code).toBe(8415);
    const fresh = await challengeFor(email);
    expect((await finish(fresh.ticket, { method: 'totp', code: totpCode(secret, 1) })).code).toBe(200);
    expect((await finish(fresh.ticket, { method: 'recovery_code', code: 'aaaa-bbbb-cccc-dddd' })).code).toBe(8415);
  });

  it('keeps the device limit: a second-factor sign-in pushes the oldest device out on the free plan', async () => {
    const { email, token } = await registerAccount(t, { deviceId: 'device-a' });
    const { secret } = await turnOnTotp(t, token);
    const { ticket } = await challengeFor(email);
    expect((await finish(ticket, { method: 'totp', code: totpCode(secret, 1) }, 'device-b')).code).toBe(200);
    expect((await checkDevices(t, token)).code).toBe(2008);
  });

  it('signs an account without two-factor sign-in in at once, as before', async () => {
    const { email } = await registerAccount(t);
    const res = await login(email);
    expect(res.code).toBe(200);
    const status = await callOperation(t, contract.getTwoFactorStatus, {}, { token: res.result.token });
    expect(status.result).toMatchObject({ enabled: false, totp: false, hasPassword: true, secondFactorAt: null, requiredBy: [] });
  });
});
