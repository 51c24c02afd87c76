import { eq } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { consumeCode } from '../one-time-code/consume-code.js';
import { verifyCode } from '../one-time-code/verify-code.js';
import type { CreatedSession } from '../session/create-session.js';
import { endUserSessions } from '../session/start-session.js';
import { sessionOrChallenge, startSignIn } from '../two-factor/start-sign-in.js';
import type { SignInContext } from './account-context.js';
import { limitCodeChecks } from './limit-code-checks.js';
import { hashPassword } from './password.js';
import { findUserByEmail, type UserRow } from './users-repository.js';

/**
 * Sets a new password from a reset code, ends every session of the account
 * ('revoked': whoever knew the old password is out) and signs this device in.
 * The code also proves the mailbox, so the e-mail counts as verified. With two-factor sign-in
 * on, the password is set but signing in still wants the second factor (8413): a mailbox alone
 * never opens such an account.
 */
export async function resetPassword(
  db: Db,
  options: SignInContext & { email: string; code: string; password: string },
): Promise<{ user: UserRow; session: CreatedSession }> {
  const { email, meta } = options;
  const now = options.now ?? new Date();
  await limitCodeChecks(db, { email, ip: meta.ip });
  const codeId = await verifyCode(db, { email, purpose: 'reset', code: options.code, now });
  const passwordHash = await hashPassword(options.password);
  const result = await db.transaction(async (tx) => {
    await consumeCode(tx, codeId, now);
    const existing = await findUserByEmail(tx, email);
    // No reset code is ever mailed to an address without an account; this covers one deleted since.
    if (!existing) throw new AppError(ErrorCode.CodeInvalid);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: existing.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, existing.id))
      .returning();
    if (!user) throw new Error('user update returned nothing');
    await endUserSessions(tx, { userId: user.id, now });
    const step = await startSignIn(tx, { userId: user.id, meta, ttlMs: options.ttlMs, now });
    return { user, step };
  });
  return { user: result.user, session: sessionOrChallenge(result.step) };
}
