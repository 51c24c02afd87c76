import { Secret, TOTP } from 'otpauth';
import * as contract from '@signet/contracts';
import { eq } from 'drizzle-orm';
import { sessions } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/domain/session/session-token.js';
import { relyingParty } from '../../src/domain/two-factor/relying-party.js';
import type { TestApp } from './app.js';
import { callOperation } from './call-operation.js';
import { SoftwareAuthenticator } from './software-authenticator.js';

/** The code an authenticator app shows `steps` periods from now (0: this one). */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Sets up an authenticator app on a signed-in account; returns its secret and the recovery codes. */
export async function turnOnTotp(t: TestApp, token: string) {
  const setup = await callOperation(t, contract.beginTotpSetup, {}, { token });
  const confirmed = await callOperation(t, contract.confirmTotpSetup, { body: { code: totpCode(setup.result.secret) } }, { token });
  return { secret: setup.result.secret, uri: setup.result.uri, recoveryCodes: confirmed.result.recoveryCodes ?? [] };
}

/** A software passkey authenticator for this test app's site. */
export function newAuthenticator(t: TestApp): SoftwareAuthenticator {
  const rp = relyingParty(t.config.publicUrl);
  return new SoftwareAuthenticator(rp.origins[0] ?? '', rp.id);
}

/** Registers a passkey on a signed-in account with a software authenticator. */
export async function addPasskey(t: TestApp, token: string, name = 'Laptop') {
  const authenticator = newAuthenticator(t);
  const options = await callOperation(t, contract.beginPasskeyRegistration, {}, { token });
  const added = await callOperation(t, contract.addPasskey, { body: { name, registration: authenticator.register(options.result.options) } }, { token });
  return { authenticator, added };
}

/** Moves the last checks of the session holding `token` into the past, as if `minutes` had passed since each. */
export async function ageChecks(t: TestApp, token: string, minutes: { reauth?: number; secondFactor?: number }) {
  const ago = (m: number) => new Date(Date.now() - m * 60_000);
  await t.database.db
    .update(sessions)
    .set({ ...(minutes.reauth === undefined ? {} : { reauthAt: ago(minutes.reauth) }), ...(minutes.secondFactor === undefined ? {} : { secondFactorAt: ago(minutes.secondFactor) }) })
    .where(eq(sessions.tokenHash, hashToken(token)));
}
