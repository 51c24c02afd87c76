import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { enUS, ErrorCode, readErrorData } from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { checkDevices, PASSWORD, registerAccount } from '../../../test/helpers/accounts.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { addPasskey, ageChecks, newAuthenticator } from '../../../test/helpers/two-factor.js';

describe.each(databaseTargets())('passkeys on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('registers a named passkey, which turns two-factor sign-in on with recovery codes', async () => {
    const { token } = await registerAccount(t);
    const { added } = await addPasskey(t, token, 'Work laptop');
    expect(added.code).toBe(200);
    expect(added.result.passkey).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    expect(added.result.recoveryCodes).toHaveLength(10);
    expect(added.result.status).toMatchObject({ enabled: true, totp: false, recoveryCodesLeft: 10 });
    const second = await addPasskey(t, token, 'Phone');
    expect(second.added.result.recoveryCodes).toBeNull();
    const status = await callOperation(t, contract.getTwoFactorStatus, {}, { token });
    expect(status.result.passkeys.map((key) => key.name)).toEqual(['Work laptop', 'Phone']);
  });

  it('offers only EdDSA, ES256 and RS256 for a new passkey, never the experimental ML-DSA that Node 24 can announce', async () => {
    const { token } = await registerAccount(t);
    const options = await callOperation(t, contract.beginPasskeyRegistration, {}, { token });
    expect(options.result.options).toMatchObject({ pubKeyCredParams: [-8, -7, -257].map((alg) => ({ alg, type: 'public-key' })) });
  });

  it('refuses a registration for another site or with a challenge never handed out (8416)', async () => {
    const { token } = await registerAccount(t);
    const { authenticator } = await addPasskey(t, token);
    const options = await callOperation(t, contract.beginPasskeyRegistration, {}, { token });
    const forged = authenticator.register({ ...options.result.options, challenge: 'bm90LWEtY2hhbGxlbmdl' });
    expect(await callOperation(t, contract.addPasskey, { body: { name: 'Forged', registration: forged } }, { token })).toMatchObject({ code: 8416, msg: enUS.http_error_8416 });
  });

  it('finishes a password sign-in with the passkey as second factor', async () => {
    const { email, token } = await registerAccount(t);
    const { authenticator } = await addPasskey(t, token);
    const first = await callOperation(t, contract.login, { body: { email, password: PASSWORD, deviceId: 'device-b' } });
    const challenge = readErrorData(ErrorCode.SecondFactorRequired, first.data);
    expect(challenge?.methods).toEqual(['passkey', 'recovery_code']);
    const options = await callOperation(t, contract.beginSecondFactorPasskey, { body: { ticket: challenge?.ticket ?? '' } });
    expect(options.result.options).toMatchObject({ allowCredentials: [{ id: authenticator.id }] });
    const assertion = authenticator.assert(options.result.options);
    const signedIn = await callOperation(t, contract.completeSecondFactorSignIn, { body: { ticket: challenge?.ticket ?? '', proof: { method: 'passkey', assertion }, deviceId: 'device-b' } });
    expect(signedIn.code).toBe(200);
    expect((await checkDevices(t, signedIn.result.token)).code).toBe(200);
  });

  it('signs in with a passkey alone, without an e-mail, and refuses the same answer twice', async () => {
    const { email, token } = await registerAccount(t);
    const { authenticator } = await addPasskey(t, token);
    const options = await callOperation(t, contract.beginPasskeySignIn);
    expect(options.result.options).toMatchObject({ userVerification: 'required', allowCredentials: [] });
    const assertion = authenticator.assert(options.result.options);
    const signedIn = await callOperation(t, contract.passkeySignIn, { body: { assertion, deviceId: 'device-p' } });
    expect(signedIn.code).toBe(200);
    expect(signedIn.result.userInfo.email).toBe(email);
    const status = await callOperation(t, contract.getTwoFactorStatus, {}, { token: signedIn.result.token });
    expect(status.result.secondFactorAt).not.toBeNull();
    expect(status.result.passkeys[0]?.lastUsedAt).not.toBeNull();
    expect((await callOperation(t, contract.passkeySignIn, { body: { assertion } })).code).toBe(8416);
  });

  it('refuses an answer signed for another site, or by a passkey this server does not know', async () => {
    const { token } = await registerAccount(t);
    const { authenticator } = await addPasskey(t, token);
    const phished = authenticator.assert((await callOperation(t, contract.beginPasskeySignIn)).result.options, { origin: 'https://signet.example.evil' });
    expect((await callOperation(t, contract.passkeySignIn, { body: { assertion: phished } })).code).toBe(8416);
    const unknown = newAuthenticator(t).assert((await callOperation(t, contract.beginPasskeySignIn)).result.options);
    expect((await callOperation(t, contract.passkeySignIn, { body: { assertion: unknown } })).code).toBe(8416);
  });

  it('renames a passkey; removing the last one wants a second factor within 10 minutes', async () => {
    const { token } = await registerAccount(t);
    const { authenticator, added } = await addPasskey(t, token);
    const passkeyId = added.result.passkey.id;
    const renamed = await callOperation(t, contract.renamePasskey, { params: { passkeyId }, body: { name: 'Old laptop' } }, { token });
    expect(renamed.result.passkey.name).toBe('Old laptop');

    await ageChecks(t, token, { reauth: 11, secondFactor: 11 });
    expect((await callOperation(t, contract.removePasskey, { params: { passkeyId } }, { token })).code).toBe(8411);
    const options = await callOperation(t, contract.beginReauthPasskey, {}, { token });
    const check = await callOperation(t, contract.reauthenticate, { body: { method: 'passkey', assertion: authenticator.assert(options.result.options) } }, { token });
    expect(check.result.secondFactor).toBe(true);
    expect((await callOperation(t, contract.removePasskey, { params: { passkeyId } }, { token })).code).toBe(200);
    expect((await callOperation(t, contract.getTwoFactorStatus, {}, { token })).result).toMatchObject({ enabled: false, passkeys: [], recoveryCodesLeft: 0 });
  });

  it("answers 404 for another account's passkey", async () => {
    const owner = await registerAccount(t);
    const { added } = await addPasskey(t, owner.token);
    const other = await registerAccount(t);
    const res = await callOperation(t, contract.renamePasskey, { params: { passkeyId: added.result.passkey.id }, body: { name: 'Mine now' } }, { token: other.token });
    expect(res.code).toBe(404);
  });
});
