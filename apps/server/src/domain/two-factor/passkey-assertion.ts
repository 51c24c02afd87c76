import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import { AppError, ErrorCode, type PasskeyAssertion } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { passkeys } from '../../db/schema/index.js';
import type { RelyingParty } from './relying-party.js';
import { passkeysOf } from './two-factor-repository.js';
import { challengeOf, keepChallenge, optionsJson, takeChallenge } from './webauthn-challenges.js';

/**
 * Options for a passkey prompt. For a known account (second factor, re-check) its own passkeys are
 * listed; for a password-less sign-in none are, so the browser offers whatever passkeys it holds
 * for the site (discoverable credentials), and the person must unlock it (user verification).
 */
export async function passkeyAssertionOptions(db: Db, options: { purpose: 'sign_in' | 'second_factor' | 'reauth'; userId: bigint | null; rp: RelyingParty; now: Date }) {
  const own = options.userId === null ? [] : await passkeysOf(db, options.userId);
  const prompt = await generateAuthenticationOptions({
    rpID: options.rp.id,
    allowCredentials: own.map((key) => ({ id: key.credentialId, transports: key.transports })),
    userVerification: options.purpose === 'sign_in' ? 'required' : 'preferred',
  });
  await keepChallenge(db, { challenge: prompt.challenge, purpose: options.purpose, userId: options.userId, now: options.now });
  return optionsJson(prompt);
}

/**
 * Verifies a passkey's signature over a challenge this server handed out for the purpose (used up
 * now), with the stored public key, and moves its counter on. A password-less sign-in wants user
 * verification, so the passkey counts as both factors. Anything wrong answers 8416.
 */
export async function verifyPasskeyAssertion(
  db: Db,
  options: { assertion: PasskeyAssertion; purpose: 'sign_in' | 'second_factor' | 'reauth'; userId: bigint | null; rp: RelyingParty; now: Date },
): Promise<{ userId: bigint; passkeyId: bigint }> {
  const { assertion, rp } = options;
  const challenge = challengeOf(assertion.response.clientDataJSON);
  await takeChallenge(db, { challenge, purpose: options.purpose, userId: options.userId, now: options.now });
  const [key] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, assertion.id), options.userId === null ? undefined : eq(passkeys.userId, options.userId)));
  if (!key) throw new AppError(ErrorCode.PasskeyRejected, { detail: 'unknown passkey' });
  const verification = await verifyAuthenticationResponse({
    response: assertion as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: { id: key.credentialId, publicKey: new Uint8Array(key.publicKey), counter: key.counter, transports: key.transports },
    requireUserVerification: options.purpose === 'sign_in',
  }).catch((error: unknown) => {
    throw new AppError(ErrorCode.PasskeyRejected, { detail: `passkey assertion: ${error instanceof Error ? error.message : String(error)}` });
  });
  if (!verification.verified) throw new AppError(ErrorCode.PasskeyRejected, { detail: 'passkey assertion not verified' });
  await db.update(passkeys).set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: options.now }).where(eq(passkeys.id, key.id));
  return { userId: key.userId, passkeyId: key.id };
}
