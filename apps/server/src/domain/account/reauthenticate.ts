import { AppError, ErrorCode, type OperationBody, type reauthenticate as reauthenticateOperation } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { consumeCode } from '../one-time-code/consume-code.js';
import { verifyCode } from '../one-time-code/verify-code.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { recordCheck } from '../session/recent-check.js';
import type { RelyingParty } from '../two-factor/relying-party.js';
import { verifySecondFactor } from '../two-factor/second-factor-proof.js';
import { hasTwoFactor } from '../two-factor/two-factor-repository.js';
import { limitCodeChecks } from './limit-code-checks.js';
import { verifyPassword } from './password.js';
import { getUserById } from './users-repository.js';

export type ReauthProof = OperationBody<typeof reauthenticateOperation>;

/**
 * Confirms it is the person on this device before a sensitive action (issue 35 point 5). With
 * two-factor sign-in on only a second factor counts (8412 for a password or an e-mailed code);
 * otherwise the password (2004 when wrong) or a code mailed to the account (2002). Every kind is
 * rate limited. The check is recorded on the session: `reauthAt`, and `secondFactorAt` for a second factor.
 */
export async function reauthenticate(
  db: Db,
  options: { userId: bigint; sessionId: bigint; proof: ReauthProof; ip: string; rp: RelyingParty; now?: Date },
): Promise<{ reauthAt: Date; secondFactor: boolean }> {
  const now = options.now ?? new Date();
  const { proof, userId } = options;
  const user = await getUserById(db, userId);
  const twoFactor = await hasTwoFactor(db, userId);
  if (proof.method === 'password' || proof.method === 'email_code') {
    if (twoFactor) throw new AppError(ErrorCode.SecondFactorReauthRequired, { detail: 'two-factor accounts re-check with a second factor' });
    if (proof.method === 'password') {
      await hitNamedLimit(db, 'passwordChangePerAccount', String(userId), now);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, proof.password))) throw new AppError(ErrorCode.CurrentPasswordWrong);
    } else {
      if (!user.email) throw new AppError(ErrorCode.CodeInvalid, { detail: 'no e-mail to send a code to' });
      await limitCodeChecks(db, { email: user.email, ip: options.ip });
      const codeId = await verifyCode(db, { email: user.email, purpose: 'login', code: proof.code, now });
      await consumeCode(db, codeId, now);
    }
    await recordCheck(db, { sessionId: options.sessionId, secondFactor: false, now });
    return { reauthAt: now, secondFactor: false };
  }
  await verifySecondFactor(db, { userId, proof, purpose: 'reauth', ip: options.ip, rp: options.rp, now });
  await recordCheck(db, { sessionId: options.sessionId, secondFactor: true, now });
  return { reauthAt: now, secondFactor: true };
}
