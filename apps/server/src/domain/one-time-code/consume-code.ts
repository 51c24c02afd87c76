import { and, eq, isNull } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema/index.js';

/**
 * Uses up a verified code, inside the transaction that acts on it, so the code and
 * its effect commit together. A compare-and-set: if two requests race with the same
 * code, one wins and the other gets 2002.
 */
export async function consumeCode(db: Db, codeId: bigint, now: Date = new Date()): Promise<void> {
  const used = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (used.length === 0) throw new AppError(ErrorCode.CodeInvalid, { detail: 'code used meanwhile' });
}
