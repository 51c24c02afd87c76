import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import { eq } from 'drizzle-orm';
import { AppError, ErrorCode, type Passkey, type PasskeyRegistration, type TwoFactorStatus } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { passkeys, users } from '../../db/schema/index.js';
import { recordCheck } from '../session/recent-check.js';
import { requireCheckToAddFactor, type CheckedSession } from './recent-check-for-factors.js';
import { issueRecoveryCodes } from './recovery-codes.js';
import type { RelyingParty } from './relying-party.js';
import { getTwoFactorStatus, presentPasskey } from './two-factor-status.js';
import { hasTwoFactor, passkeysOf } from './two-factor-repository.js';
import { challengeOf, keepChallenge, optionsJson, takeChallenge } from './webauthn-challenges.js';

/**
 * The signature algorithms a new passkey may use: EdDSA, ES256 and RS256. Named, not left to the
 * library: where Web Crypto answers `supports()` (Node 24) it puts ML-DSA-44 first, which Node
 * offers only as an experimental feature; Chromium's authenticator chose it, and the sign-in with
 * the new passkey was then refused.
 */
export const PASSKEY_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/**
 * Options to register a passkey. It is made discoverable (resident), so it can later sign in without
 * an e-mail; the account's id is its user handle, and passkeys it already has are excluded.
 */
export async function beginPasskeyRegistration(db: Db, options: { session: CheckedSession; rp: RelyingParty; now?: Date }) {
  const now = options.now ?? new Date();
  const { userId } = options.session;
  await requireCheckToAddFactor(db, options.session, now);
  const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  const existing = await passkeysOf(db, userId);
  const prompt = await generateRegistrationOptions({
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    rpName: options.rp.name,
    rpID: options.rp.id,
    userName: user?.email ?? String(userId),
    userDisplayName: user?.name ?? '',
    userID: new TextEncoder().encode(String(userId)),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(db, { challenge: prompt.challenge, purpose: 'register', userId, now });
  return optionsJson(prompt);
}

/**
 * Verifies the authenticator's answer to this account's registration challenge and keeps the
 * passkey (8416 when it does not verify or is registered already). The first second factor of an
 * account turns two-factor sign-in on: recovery codes are answered once, and this device counts as
 * having passed it (the authenticator was just used on it).
 */
export async function addPasskey(
  db: Db,
  options: { session: CheckedSession; name: string; registration: PasskeyRegistration; rp: RelyingParty; now?: Date },
): Promise<{ passkey: Passkey; recoveryCodes: string[] | null; status: TwoFactorStatus }> {
  const now = options.now ?? new Date();
  const { userId, sessionId } = options.session;
  const challenge = challengeOf(options.registration.response.clientDataJSON);
  await takeChallenge(db, { challenge, purpose: 'register', userId, now });
  const verification = await verifyRegistrationResponse({
    response: options.registration as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: options.rp.origins,
    expectedRPID: options.rp.id,
    requireUserVerification: false,
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  }).catch((error: unknown) => {
    throw new AppError(ErrorCode.PasskeyRejected, { detail: `passkey registration: ${error instanceof Error ? error.message : String(error)}` });
  });
  if (!verification.verified) throw new AppError(ErrorCode.PasskeyRejected, { detail: 'passkey registration not verified' });
  const { credential } = verification.registrationInfo;
  const wasOn = await hasTwoFactor(db, userId);
  const [known] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.credentialId, credential.id));
  if (known) throw new AppError(ErrorCode.PasskeyRejected, { detail: 'passkey registered already' });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passkeys)
      .values({ userId, credentialId: credential.id, publicKey: Buffer.from(credential.publicKey), counter: credential.counter, transports: credential.transports ?? [], name: options.name, createdAt: now })
      .returning();
    if (!row) throw new Error('passkey insert returned nothing');
    let recoveryCodes: string[] | null = null;
    if (!wasOn) {
      await recordCheck(tx, { sessionId, secondFactor: true, now });
      recoveryCodes = await issueRecoveryCodes(tx, userId);
    }
    return { passkey: presentPasskey(row), recoveryCodes, status: await getTwoFactorStatus(tx, { userId, sessionId }) };
  });
}
