import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { consumeCode } from '../one-time-code/consume-code.js';
import { verifyCode } from '../one-time-code/verify-code.js';
import type { CreatedSession } from '../session/create-session.js';
import { startSession } from '../session/start-session.js';
import type { SignInContext } from './account-context.js';
import { limitCodeChecks } from './limit-code-checks.js';
import { hashPassword } from './password.js';
import { findUserByEmail, isUniqueViolation, type UserRow } from './users-repository.js';

/**
 * Creates an account from a sign-up code (which proves the e-mail, so the account
 * starts verified) on the free plan, and signs it in. An address that already has
 * an account answers 2003; only someone holding a code for it can get that far.
 */
export async function registerUser(
  db: Db,
  options: SignInContext & { email: string; code: string; password: string; name: string },
): Promise<{ user: UserRow; session: CreatedSession }> {
  const { email, meta } = options;
  const now = options.now ?? new Date();
  await limitCodeChecks(db, { email, ip: meta.ip });
  const codeId = await verifyCode(db, { email, purpose: 'register', code: options.code, now });
  // Hash before the transaction: argon2 is slow on purpose and must not hold locks.
  const passwordHash = await hashPassword(options.password);
  try {
    return await db.transaction(async (tx) => {
      await consumeCode(tx, codeId, now);
      if (await findUserByEmail(tx, email)) throw new AppError(ErrorCode.EmailInUse);
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, name: options.name, locale: meta.locale, planId: 'free', emailVerifiedAt: now })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      const session = await startSession(tx, { userId: user.id, meta, ttlMs: options.ttlMs, now });
      return { user, session };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.EmailInUse);
    throw error;
  }
}
