import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { AppError, CODE_MAX_ATTEMPTS, ErrorCode } from '@signet/contracts';
import type { OneTimeCodePurpose } from './code-purpose.js';
import type { Db } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema/index.js';
import { codeMatches } from './code-hash.js';

/**
 * Checks a code without using it up and returns its id, which the caller passes to
 * `consumeCode` inside the transaction that acts on it. A wrong code counts an
 * attempt against the live code (committed at once, so call this outside any
 * transaction); after CODE_MAX_ATTEMPTS wrong tries the code is dead. Every failure
 * (wrong, expired, used, too many tries, none sent) is the same 2002.
 */
export async function verifyCode(
  db: Db,
  options: { email: string; purpose: OneTimeCodePurpose; code: string; now?: Date },
): Promise<bigint> {
  const now = options.now ?? new Date();
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, options.email),
        eq(oneTimeCodes.purpose, options.purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!live) throw new AppError(ErrorCode.CodeInvalid, { detail: 'no live code' });
  if (!codeMatches(live.id, options.code, live.codeHash)) {
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, live.id));
    throw new AppError(ErrorCode.CodeInvalid, { detail: 'wrong code' });
  }
  return live.id;
}
