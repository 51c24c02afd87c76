import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUS, zhCN } from '@signet/contracts';
import * as contract from '@signet/contracts';
import { oneTimeCodes } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { PASSWORD, readLatestMail, registerAccount, uniqueEmail, uniqueIp } from '../../../test/helpers/accounts.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { buildUser } from '../../../test/helpers/factories.js';
import { callOperation } from '../../../test/helpers/call-operation.js';

describe.each(databaseTargets())('sendCode, checkUsernameExists and the abuse limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const sendCode = (email: string, purpose: contract.CodePurpose, extra: { ip?: string; locale?: string } = {}) =>
    callOperation(t, contract.sendCode, { body: { email, purpose } }, { ...extra });

  it('answers identically for known and unknown e-mails, for every purpose', async () => {
    // A factory account: signing up through the API would have spent this minute's register code.
    const known = String((await buildUser(t.database.db)).email);
    for (const purpose of ['register', 'login', 'reset', 'change_email'] as const) {
      const a = await sendCode(known, purpose);
      const b = await sendCode(uniqueEmail('unknown'), purpose);
      expect(a).toEqual({ status: 200, headers: a.headers, code: 200, data: { ok: true }, msg: 'Success' });
      expect({ ...b, headers: null }).toEqual({ ...a, headers: null });
      expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());
    }
  });

  it('mails an existing account a note instead of a sign-up code, and no code is stored', async () => {
    const email = uniqueEmail();
    await buildUser(t.database.db, { email });
    const before = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    await sendCode(email, 'register');
    const mail = await readLatestMail(t, email, { afterId: 0n });
    expect(mail.subject).toBe('You already have a Signet account');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain('http://localhost');
    const after = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(after.length).toBe(before.length);
  });

  it('mails an unknown address a note for a reset, and a code for quick login', async () => {
    const email = uniqueEmail('stranger');
    await sendCode(email, 'reset');
    const note = await readLatestMail(t, email);
    expect(note.subject).toBe('Signet password reset');
    expect(note.text).not.toMatch(/\b\d{6}\b/);
    const stored = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(stored).toEqual([]);

    await sendCode(email, 'login');
    const codeMail = await readLatestMail(t, email, { afterId: note.id });
    expect(codeMail.subject).toBe('Your Signet sign-in code');
    expect(codeMail.text).toMatch(/^\d{6}\n/);
  });

  it('writes the mail in the request language, with the code large in the HTML and never stored plainly', async () => {
    const email = uniqueEmail();
    await sendCode(email, 'register', { locale: 'zh-CN,zh;q=0.9' });
    const mail = await readLatestMail(t, email);
    expect(mail.subject).toBe('您的 Signet 注册验证码');
    const code = /^(\d{6})/.exec(mail.text ?? '')?.[1] ?? '';
    expect(mail.html).toContain(`font-size:32px;font-weight:bold;letter-spacing:6px;margin:0 0 16px">${code}<`);
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(code);
  });

  it('limits code mails per e-mail (1 a minute) with the translated 429', async () => {
    const email = uniqueEmail();
    expect((await sendCode(email, 'login')).code).toBe(200);
    expect(await sendCode(email, 'login', { locale: 'zh-CN' })).toMatchObject({ status: 429, code: 429, msg: zhCN.http_error_429 });
    const blocked = await sendCode(email, 'login');
    expect(blocked).toMatchObject({ code: 429, msg: enUS.http_error_429 });
    expect(blocked.errorData(contract.ErrorCode.TooManyRequests)?.retryAfterSeconds).toBeGreaterThan(0);
    // Another purpose is its own window.
    expect((await sendCode(email, 'register')).code).toBe(200);
  });

  it('limits code mails per IP (30 an hour)', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) expect((await sendCode(uniqueEmail('bulk'), 'login', { ip })).code).toBe(200);
    expect((await sendCode(uniqueEmail('bulk'), 'login', { ip })).code).toBe(429);
    expect((await sendCode(uniqueEmail('bulk'), 'login')).code).toBe(200);
  });

  it('limits password sign-ins per account (10 in 15 minutes), even with the right password after', async () => {
    const { email } = await registerAccount(t);
    for (let i = 0; i < 10; i++) {
      expect((await callOperation(t, contract.login, { body: { email, password: 'wrong password' } })).code).toBe(2001);
    }
    const res = await callOperation(t, contract.login, { body: { email, password: PASSWORD } }, { locale: 'zh-CN' });
    expect(res).toMatchObject({ code: 429, msg: zhCN.http_error_429 });
  });

  it('limits password sign-ins per IP (50 in 15 minutes)', async () => {
    const ip = uniqueIp();
    const body = () => ({ email: uniqueEmail('sweep'), password: 'guess' });
    for (let i = 0; i < 50; i++) expect((await callOperation(t, contract.login, { body: body() }, { ip })).code).toBe(2001);
    expect((await callOperation(t, contract.login, { body: body() }, { ip })).code).toBe(429);
  });

  it('limits code checks per e-mail across quick login and reset (10 in 15 minutes)', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 10; i++) {
      const check = i % 2 ? callOperation(t, contract.quickLogin, { body: { email, code: '123456' } }) : callOperation(t, contract.resetPassword, { body: { email, code: '123456', password: PASSWORD } });
      expect((await check).code).toBe(2002);
    }
    expect((await callOperation(t, contract.quickLogin, { body: { email, code: '123456' } })).code).toBe(429);
    expect((await callOperation(t, contract.register, { body: { email, code: '123456', password: PASSWORD, name: 'A' } })).code).toBe(429);
  });

  it('checkUsernameExists tells whether an e-mail has an account, 20 times an hour per IP', async () => {
    const { email } = await registerAccount(t);
    const ip = uniqueIp();
    const check = (username: string) => callOperation(t, contract.checkUsernameExists, { query: { username } }, { ip });
    expect((await check(email.toUpperCase())).data).toEqual({ exists: true });
    expect((await check(uniqueEmail('nobody'))).data).toEqual({ exists: false });
    expect((await check('not-an-email')).code).toBe(403);
    // 2 counted so far (the 403 never reached the limit); 18 more fill the 20.
    for (let i = 0; i < 18; i++) expect((await check(email)).code).toBe(200);
    expect(await check(email)).toMatchObject({ status: 429, code: 429 });
  });
});
