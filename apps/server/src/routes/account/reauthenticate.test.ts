import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { enUS } from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { PASSWORD, registerAccount, requestCode, uniqueEmail } from '../../../test/helpers/accounts.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { signInUser } from '../../../test/helpers/factories.js';
import { ageChecks, totpCode, turnOnTotp } from '../../../test/helpers/two-factor.js';

describe.each(databaseTargets())('the re-check before sensitive actions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const createKey = (token: string) => callOperation(t, contract.createApiKey, { body: { name: 'CI', scope: 'read' } }, { token });

  it('lets a key be made 9 minutes after signing in, and asks again at 11', async () => {
    const { token } = await registerAccount(t);
    await ageChecks(t, token, { reauth: 9 });
    expect((await createKey(token)).code).toBe(200);
    await ageChecks(t, token, { reauth: 11 });
    expect(await createKey(token)).toMatchObject({ status: 400, code: 8411, msg: enUS.http_error_8411 });

    expect((await callOperation(t, contract.reauthenticate, { body: { method: 'password', password: 'not it at all' } }, { token })).code).toBe(2004);
    const check = await callOperation(t, contract.reauthenticate, { body: { method: 'password', password: PASSWORD } }, { token });
    expect(check.result.secondFactor).toBe(false);
    expect((await createKey(token)).code).toBe(200);
  });

  it('asks again before changing the password or the e-mail', async () => {
    const { token } = await registerAccount(t);
    await ageChecks(t, token, { reauth: 11 });
    expect((await callOperation(t, contract.changePassword, { body: { currentPassword: PASSWORD, newPassword: 'another good one' } }, { token })).code).toBe(8411);
    expect((await callOperation(t, contract.changeEmail, { body: { email: uniqueEmail(), code: '123456' } }, { token })).code).toBe(8411);
    await callOperation(t, contract.reauthenticate, { body: { method: 'password', password: PASSWORD } }, { token });
    expect((await callOperation(t, contract.changePassword, { body: { currentPassword: PASSWORD, newPassword: 'another good one' } }, { token })).code).toBe(200);
  });

  it('takes an e-mailed code from an account without a password', async () => {
    const person = await signInUser(t.database.db);
    await ageChecks(t, person.token, { reauth: 11 });
    const code = await requestCode(t, person.user.email ?? '', 'login');
    const check = await callOperation(t, contract.reauthenticate, { body: { method: 'email_code', code } }, { token: person.token });
    expect(check.code).toBe(200);
    expect((await createKey(person.token)).code).toBe(200);
  });

  it('takes only a second factor once two-factor sign-in is on, and turning it off wants one within 10 minutes', async () => {
    const { email, token } = await registerAccount(t);
    const { secret } = await turnOnTotp(t, token);
    await ageChecks(t, token, { reauth: 11, secondFactor: 11 });
    expect(await callOperation(t, contract.disableTwoFactor, {}, { token })).toMatchObject({ code: 8412, msg: enUS.http_error_8412 });
    expect((await callOperation(t, contract.reauthenticate, { body: { method: 'password', password: PASSWORD } }, { token })).code).toBe(8412);
    expect((await callOperation(t, contract.regenerateRecoveryCodes, {}, { token })).code).toBe(8412);

    const check = await callOperation(t, contract.reauthenticate, { body: { method: 'totp', code: totpCode(secret, 1) } }, { token });
    expect(check.result.secondFactor).toBe(true);
    const fresh = await callOperation(t, contract.regenerateRecoveryCodes, {}, { token });
    expect(fresh.result.recoveryCodes).toHaveLength(10);
    expect((await callOperation(t, contract.disableTwoFactor, {}, { token })).code).toBe(200);
    expect((await callOperation(t, contract.getTwoFactorStatus, {}, { token })).result).toMatchObject({ enabled: false, totp: false, recoveryCodesLeft: 0 });
    expect((await callOperation(t, contract.login, { body: { email, password: PASSWORD, deviceId: 'device-z' } })).code).toBe(200);
  });

  it('wants a second factor to replace an authenticator app while two-factor sign-in is on', async () => {
    const { token } = await registerAccount(t);
    await turnOnTotp(t, token);
    await ageChecks(t, token, { secondFactor: 11 });
    expect((await callOperation(t, contract.beginTotpSetup, {}, { token })).code).toBe(8412);
    expect((await callOperation(t, contract.beginPasskeyRegistration, {}, { token })).code).toBe(8412);
  });
});
