import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';
import { RATE_LIMITS } from './limits.js';

/** The longest window of any rule: a counter older than this can never matter again. */
export const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowMs));

/** Deletes counters whose window ended long ago, so the table stays the size of current traffic. */
export async function pruneRateLimits(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - LONGEST_WINDOW_MS)))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
