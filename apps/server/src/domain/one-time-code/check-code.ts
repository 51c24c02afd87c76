import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODE_MAX_ATTEMPTS } from '@signet/contracts';
import type { OneTimeCodePurpose } from './code-purpose.js';
import type { Db } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema/index.js';
import { codeMatches } from './code-hash.js';

/** The newest code for this address and purpose that may still be used: not used up, not expired, tries left. */
const liveCodeOf = (key: { email: string; purpose: OneTimeCodePurpose }, now: Date) =>
  and(eq(oneTimeCodes.email, key.email), eq(oneTimeCodes.purpose, key.purpose), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, now), lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS));

/** A code checked: its id to use up, or why not: 'wrong' with the tries this code has left, or 'expired' (none live: used, replaced, too old or out of tries). */
export type CodeCheck = { ok: true; codeId: bigint } | { ok: false; reason: 'wrong' | 'expired'; attemptsLeft: number };

/**
 * Checks a code without using it up. A wrong code counts an attempt against the live code
 * (committed at once, so call this outside any transaction); after CODE_MAX_ATTEMPTS wrong
 * tries the code is dead.
 */
export async function checkCode(db: Db, options: { email: string; purpose: OneTimeCodePurpose; code: string; now?: Date }): Promise<CodeCheck> {
  const now = options.now ?? new Date();
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(liveCodeOf(options, now))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!live) return { ok: false, reason: 'expired', attemptsLeft: 0 };
  if (codeMatches(live.id, options.code, live.codeHash)) return { ok: true, codeId: live.id };
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, live.id))
    .returning({ attempts: oneTimeCodes.attempts });
  return { ok: false, reason: 'wrong', attemptsLeft: Math.max(0, CODE_MAX_ATTEMPTS - (counted?.attempts ?? CODE_MAX_ATTEMPTS)) };
}

/** When the newest code still usable for this address and purpose was sent; null when none is. */
export async function liveCodeSentAt(db: Db, options: { email: string; purpose: OneTimeCodePurpose; now: Date }): Promise<Date | null> {
  const [live] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(liveCodeOf(options, options.now))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return live?.createdAt ?? null;
}
