import { eq } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { consumeCode } from '../one-time-code/consume-code.js';
import { verifyCode } from '../one-time-code/verify-code.js';
import { limitCodeChecks } from './limit-code-checks.js';
import { findUserByEmail, isUniqueViolation, type UserRow } from './users-repository.js';

/**
 * Moves the account to a new e-mail proven by a code sent there (purpose
 * change_email). The code is checked first, so 2003 (address taken by another
 * account) is only ever told to the owner of that mailbox.
 */
export async function changeEmail(
  db: Db,
  options: { userId: bigint; email: string; code: string; ip: string; now?: Date },
): Promise<UserRow> {
  const { email } = options;
  const now = options.now ?? new Date();
  await limitCodeChecks(db, { email, ip: options.ip });
  const codeId = await verifyCode(db, { email, purpose: 'change_email', code: options.code, now });
  try {
    return await db.transaction(async (tx) => {
      await consumeCode(tx, codeId, now);
      const owner = await findUserByEmail(tx, email);
      if (owner && owner.id !== options.userId) throw new AppError(ErrorCode.EmailInUse);
      const [user] = await tx
        .update(users)
        .set({ email, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, options.userId))
        .returning();
      if (!user) throw new Error('user update returned nothing');
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.EmailInUse);
    throw error;
  }
}
