import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { effectivePlan } from './effective-plan.js';

/**
 * Counts one signature request against the account's plan; throws 7206 when the
 * quota is used up. The conditional UPDATE is atomic, so parallel sends (several
 * processes) can never go past the quota. Call it inside the transaction that
 * sends, so a failed send gives the request back.
 */
export async function consumeSignatureQuota(db: Db, userId: bigint, now: Date = new Date()): Promise<{ used: number }> {
  const [user] = await db
    .select({ planId: users.planId, planExpiresAt: users.planExpiresAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError(ErrorCode.Unauthorized, { detail: 'no such user' });
  const quota = effectivePlan(user, now).signatureQuota;
  const [row] = await db
    .update(users)
    .set({ signaturesUsed: sql`${users.signaturesUsed} + 1` })
    .where(and(eq(users.id, userId), quota === null ? undefined : lt(users.signaturesUsed, quota)))
    .returning({ used: users.signaturesUsed });
  if (!row) throw new AppError(ErrorCode.SignatureQuotaUsedUp);
  return row;
}
