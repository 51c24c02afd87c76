import { eq } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import { endUserSessions } from '../session/start-session.js';
import { hashPassword, verifyPassword } from './password.js';
import { getUserById } from './users-repository.js';

/**
 * Changes the password after checking the current one (2004 when wrong) and ends
 * every other session of the account. An account made by quick login has no
 * password yet and sets its first one here without a current one.
 */
export async function changePassword(
  db: Db,
  options: { userId: bigint; sessionId: bigint; currentPassword: string; newPassword: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  await hitNamedLimit(db, 'passwordChangePerAccount', String(options.userId));
  const user = await getUserById(db, options.userId);
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, options.currentPassword))) {
    throw new AppError(ErrorCode.CurrentPasswordWrong);
  }
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await endUserSessions(tx, { userId: user.id, except: options.sessionId, now });
  });
}
