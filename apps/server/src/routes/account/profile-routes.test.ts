import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { checkDevices, PASSWORD, registerAccount, requestCode, uniqueEmail } from '../../../test/helpers/accounts.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { callOperation } from '../../../test/helpers/call-operation.js';

describe.each(databaseTargets())('account centre: profile, e-mail and password on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('getUserInfo answers the signed-in user through the presenter, never the row', async () => {
    const { token, uid, email } = await registerAccount(t, { name: 'Ann Lee' });
    const res = await callOperation(t, contract.getUserInfo, {}, { token });
    expect(res.data).toEqual({
      uid,
      name: 'Ann Lee',
      email,
      emailVerified: true,
      headerImg: null,
      locale: 'en-US',
      planId: 'free',
      companyId: null,
      createdAt: expect.any(String),
      reminders: { afterDays: 3, everyDays: 3, maxCount: 3 },
    });
    expect(JSON.stringify(res.data, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toMatch(/argon2|password/i);
  });

  it('updateProfile changes name and language', async () => {
    const { token } = await registerAccount(t);
    const res = await callOperation(t, contract.updateProfile, { body: { name: '  Bo Chen ', locale: 'zh-CN' } }, { token });
    expect(res.data).toMatchObject({ name: 'Bo Chen', locale: 'zh-CN' });
    expect((await callOperation(t, contract.updateProfile, { body: { name: '' } }, { token })).code).toBe(403);
  });

  it('updateProfile sets the reminders new agreements start with, or none', async () => {
    const { token } = await registerAccount(t);
    const reminders = { afterDays: 5, everyDays: 2, maxCount: 4 };
    expect((await callOperation(t, contract.updateProfile, { body: { reminders } }, { token })).data).toMatchObject({ reminders });
    const draft = await callOperation(t, contract.createAgreement, { body: { name: 'Lease' } }, { token });
    expect(draft.data).toMatchObject({ reminders, expiresAt: null });
    expect((await callOperation(t, contract.updateProfile, { body: { reminders: null } }, { token })).data).toMatchObject({ reminders: null });
    expect((await callOperation(t, contract.createAgreement, { body: { name: 'Lease' } }, { token })).data).toMatchObject({ reminders: null });
    expect((await callOperation(t, contract.updateProfile, { body: { reminders: { afterDays: 0, everyDays: 1, maxCount: 1 } } }, { token })).code).toBe(403);
  });

  it('changeEmail moves the account to a new address proven by its code', async () => {
    const { token, email: oldEmail } = await registerAccount(t);
    const newEmail = uniqueEmail('moved');
    const code = await requestCode(t, newEmail, 'change_email');
    const res = await callOperation(t, contract.changeEmail, { body: { email: newEmail, code } }, { token });
    expect(res.data).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await callOperation(t, contract.login, { body: { email: newEmail, password: PASSWORD } })).code).toBe(200);
    expect((await callOperation(t, contract.login, { body: { email: oldEmail, password: PASSWORD } })).code).toBe(2001);
  });

  it("changeEmail to another account's address: a code is still mailed, then 2003; a wrong code stays 2002", async () => {
    const { email: taken } = await registerAccount(t);
    const { token } = await registerAccount(t);
    const code = await requestCode(t, taken, 'change_email');
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await callOperation(t, contract.changeEmail, { body: { email: taken, code: wrong } }, { token })).code).toBe(2002);
    expect((await callOperation(t, contract.changeEmail, { body: { email: taken, code } }, { token })).code).toBe(2003);
  });

  it('changePassword: 2004 for a wrong current password; else signs out the other devices only', async () => {
    const { token: a, email, uid } = await registerAccount(t, { deviceId: 'device-a' });
    await t.database.db.update(users).set({ planId: 'individual' }).where(eq(users.id, uid)); // 2 devices
    const b = await callOperation(t, contract.login, { body: { email, password: PASSWORD, deviceId: 'device-b' } });
    const change = (currentPassword: string) =>
      callOperation(t, contract.changePassword, { body: { currentPassword, newPassword: 'another long secret' } }, { token: a });
    expect(await change('wrong one')).toMatchObject({ code: 2004 });
    expect((await checkDevices(t, b.result.token)).code).toBe(200);
    expect((await change(PASSWORD)).code).toBe(200);
    expect((await checkDevices(t, a)).code).toBe(200);
    expect((await checkDevices(t, b.result.token)).code).toBe(2010);
    expect((await callOperation(t, contract.login, { body: { email, password: 'another long secret', deviceId: 'device-a' } })).code).toBe(200);
  });

  it('changePassword lets a quick-login account set its first password', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email, 'login');
    const data = (await callOperation(t, contract.quickLogin, { body: { email, code } })).result;
    const res = await callOperation(t, contract.changePassword, { body: { currentPassword: '', newPassword: PASSWORD } }, { token: data.token });
    expect(res.code).toBe(200);
    expect((await callOperation(t, contract.login, { body: { email, password: PASSWORD } })).code).toBe(200);
  });
});
