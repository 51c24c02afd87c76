import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { enUS, type OperationInput } from '@signet/contracts';
import { oneTimeCodes, sessions, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { checkDevices, PASSWORD, registerAccount, requestCode, uniqueEmail } from '../../../test/helpers/accounts.js';
import { callOperation, outsideContract } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';

describe.each(databaseTargets())('sign-up, sign-in, quick login, reset and logout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  /** Sign-in calls, some with bodies outside the contract on purpose (the server must refuse them). */
  const post = <Op extends contract.JsonOperation>(operation: Op, body: unknown, extra: { token?: string; deviceId?: string } = {}) =>
    callOperation(t, operation, { body: outsideContract<OperationInput<Op>['body']>(body) }, extra);

  describe('register', () => {
    it('creates a verified free account from a valid code and signs it in', async () => {
      const email = uniqueEmail();
      const code = await requestCode(t, email, 'register');
      const res = await post(contract.register, { email: email.toUpperCase(), code, password: PASSWORD, name: 'Ann Lee' });
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({
        uid: expect.any(BigInt),
        userInfo: { name: 'Ann Lee', email, emailVerified: true, planId: 'free', headerImg: null, locale: 'en-US' },
      });
      expect(res.result.expiresAt).toBeGreaterThan(Date.now());
      expect((await checkDevices(t, res.result.token)).code).toBe(200);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a wrong code, an expired code and a used code with 2002', async () => {
      const email = uniqueEmail();
      const code = await requestCode(t, email, 'register');
      const wrong = code === '000000' ? '111111' : '000000';
      const body = { email, password: PASSWORD, name: 'Ann' };
      expect(await post(contract.register, { ...body, code: wrong })).toMatchObject({ code: 2002, msg: enUS.http_error_2002 });

      await t.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.email, email));
      expect((await post(contract.register, { ...body, code })).code).toBe(2002);

      const email2 = uniqueEmail();
      const code2 = await requestCode(t, email2, 'register');
      expect((await post(contract.register, { ...body, email: email2, code: code2 })).code).toBe(200);
      expect((await post(contract.register, { ...body, email: email2, code: code2 })).code).toBe(2002);
    });

    it('refuses a code meant for another purpose', async () => {
      const email = uniqueEmail();
      const code = await requestCode(t, email, 'login');
      expect((await post(contract.register, { email, code, password: PASSWORD, name: 'Ann' })).code).toBe(2002);
    });

    it('answers 403 for a short password', async () => {
      const res = await post(contract.register, { email: uniqueEmail(), code: '123456', password: 'short', name: 'Ann' });
      expect(res.code).toBe(403);
    });
  });

  describe('login', () => {
    it('signs in with the right password, with a new token every time', async () => {
      const { email, token } = await registerAccount(t);
      const res = await post(contract.login, { email, password: PASSWORD, deviceId: 'device-a' });
      expect(res.code).toBe(200);
      expect(res.result.token).not.toBe(token);
      expect(res.result.userInfo.email).toBe(email);
    });

    it('answers the same 2001 for a wrong password and for an unknown e-mail', async () => {
      const { email } = await registerAccount(t);
      const wrong = await post(contract.login, { email, password: 'not the password' });
      const unknown = await post(contract.login, { email: uniqueEmail('nobody'), password: 'not the password' });
      expect(wrong).toMatchObject({ status: 400, code: 2001, msg: enUS.http_error_2001, data: null });
      expect(unknown).toMatchObject({ status: wrong.status, code: wrong.code, msg: wrong.msg, data: wrong.data });
    });

    it('answers 2001 for an account made by quick login, which has no password', async () => {
      const email = uniqueEmail();
      const code = await requestCode(t, email, 'login');
      expect((await post(contract.quickLogin, { email, code })).code).toBe(200);
      expect((await post(contract.login, { email, password: PASSWORD })).code).toBe(2001);
    });

    it('issues tokens of at least 128 bits and stores only their hash', async () => {
      const { token, email } = await registerAccount(t);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
      expect(rows.length).toBeGreaterThan(0);
      const dump = JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
      expect(dump).not.toContain(token);
    });
  });

  describe('quick login', () => {
    it('creates a verified free account for a new e-mail', async () => {
      const email = uniqueEmail('newbie');
      const code = await requestCode(t, email, 'login');
      const res = await post(contract.quickLogin, { email, code });
      expect(res.code).toBe(200);
      expect(res.result.userInfo).toMatchObject({ email, emailVerified: true, planId: 'free', name: email.split('@')[0] });
      expect((await checkDevices(t, res.result.token)).code).toBe(200);
    });

    it('signs an existing account in, and the code works once', async () => {
      const { email, uid } = await registerAccount(t);
      const code = await requestCode(t, email, 'login');
      const res = await post(contract.quickLogin, { email, code, deviceId: 'device-b' });
      expect(res.code).toBe(200);
      expect(res.result.uid).toBe(uid);
      expect((await post(contract.quickLogin, { email, code })).code).toBe(2002);
    });

    it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
      const email = uniqueEmail();
      const code = await requestCode(t, email, 'login');
      const wrong = code === '999999' ? '000000' : '999999';
      for (let i = 0; i < 5; i++) expect((await post(contract.quickLogin, { email, code: wrong })).code).toBe(2002);
      expect((await post(contract.quickLogin, { email, code })).code).toBe(2002);
    });
  });

  describe('reset password', () => {
    it('sets the new password, ends every session of the account, and signs this device in', async () => {
      const { email, token: oldToken } = await registerAccount(t, { deviceId: 'device-a' });
      const code = await requestCode(t, email, 'reset');
      const res = await post(contract.resetPassword, { email, code, password: 'a brand new secret', deviceId: 'device-b' });
      expect(res.code).toBe(200);
      expect((await checkDevices(t, oldToken)).code).toBe(2010);
      expect((await checkDevices(t, res.result.token)).code).toBe(200);
      expect((await post(contract.login, { email, password: PASSWORD })).code).toBe(2001);
      expect((await post(contract.login, { email, password: 'a brand new secret' })).code).toBe(200);
    });

    it('refuses a wrong code with 2002 and changes nothing', async () => {
      const { email, token } = await registerAccount(t);
      await requestCode(t, email, 'reset');
      expect((await post(contract.resetPassword, { email, code: '000001', password: 'another secret' })).code).toBe(2002);
      expect((await checkDevices(t, token)).code).toBe(200);
    });
  });

  describe('logout', () => {
    it('ends the session on the server: the device check then answers 2010 and the token is dead', async () => {
      const { token } = await registerAccount(t);
      expect((await post(contract.logout, undefined, { token })).code).toBe(200);
      expect(await checkDevices(t, token)).toMatchObject({ code: 2010, msg: enUS.http_error_2010 });
      expect((await callOperation(t, contract.getUserInfo, {}, { token })).code).toBe(401);
    });
  });
});
