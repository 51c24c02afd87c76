import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { AppError, ErrorCode, type SecondFactorProof } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { totpCredentials } from '../../db/schema/index.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { verifyPasskeyAssertion } from './passkey-assertion.js';
import type { RelyingParty } from './relying-party.js';
import { useRecoveryCode } from './recovery-codes.js';
import { matchTotpStep } from './totp.js';

/**
 * Accepts an authenticator code once: the step it belongs to must be newer than the last one taken
 * for the account, written in the same statement, so a code seen over a shoulder (or sent twice)
 * never works again. False for a wrong or used code.
 */
export async function acceptTotpCode(db: Db, options: { userId: bigint; secret: string; code: string; now: Date }): Promise<boolean> {
  const step = matchTotpStep(options.secret, options.code, options.now);
  if (step === null) return false;
  const taken = await db
    .update(totpCredentials)
    .set({ lastStep: step })
    .where(and(eq(totpCredentials.userId, options.userId), or(isNull(totpCredentials.lastStep), lt(totpCredentials.lastStep, step))))
    .returning({ userId: totpCredentials.userId });
  return taken.length > 0;
}

/**
 * Checks one second factor of an account (sign-in or re-check), counting the try against the
 * account's and the address's limits first (429). Wrong: 8414 for codes, 8416 for a passkey.
 */
export async function verifySecondFactor(
  db: Db,
  options: { userId: bigint; proof: SecondFactorProof; purpose: 'second_factor' | 'reauth'; ip: string; rp: RelyingParty; now: Date },
): Promise<void> {
  const { userId, proof, now } = options;
  await hitNamedLimit(db, 'secondFactorPerIp', options.ip, now);
  await hitNamedLimit(db, 'secondFactorPerAccount', String(userId), now);
  if (proof.method === 'passkey') {
    await verifyPasskeyAssertion(db, { assertion: proof.assertion, purpose: options.purpose, userId, rp: options.rp, now });
    return;
  }
  if (proof.method === 'recovery_code') {
    if (!(await useRecoveryCode(db, { userId, code: proof.code, now }))) throw new AppError(ErrorCode.SecondFactorWrong, { detail: 'recovery code wrong or used' });
    return;
  }
  const [row] = await db
    .select({ secret: totpCredentials.secret })
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.confirmedAt)));
  if (!row?.secret || !(await acceptTotpCode(db, { userId, secret: row.secret, code: proof.code, now }))) {
    throw new AppError(ErrorCode.SecondFactorWrong, { detail: 'authenticator code wrong or used' });
  }
}
