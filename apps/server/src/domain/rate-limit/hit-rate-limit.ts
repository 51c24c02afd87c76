import { sql } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { RATE_LIMITS, type RateLimitName, type RateLimitRule } from './limits.js';

/**
 * Counts one hit against a fixed-window limit and throws 429 once the window is
 * full. One atomic upsert, so concurrent requests on several server processes
 * count exactly. Call it with the plain database, never inside a transaction that
 * may roll back: a failed attempt must still count.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<{ hits: number; windowStartedAt: Date }> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [row] = await queryRows<{ hits: number; window_started_at: Date | string }>(
    db,
    sql`insert into rate_limits (key, window_started_at, hits) values (${key}, ${now}, 1)
        on conflict (key) do update set
          hits = case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.hits + 1 end,
          window_started_at = case when rate_limits.window_started_at <= ${windowStart} then ${now} else rate_limits.window_started_at end
        returning hits, window_started_at`,
  );
  if (!row) throw new Error('rate limit upsert returned nothing');
  const windowStartedAt = new Date(row.window_started_at);
  if (row.hits > rule.limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStartedAt.getTime() + rule.windowMs - now.getTime()) / 1000));
    throw new AppError(ErrorCode.TooManyRequests, { data: { retryAfterSeconds }, detail: `rate limit ${key}` });
  }
  return { hits: row.hits, windowStartedAt };
}

/** Applies a named rule from RATE_LIMITS to one subject (an e-mail, an IP). */
export function hitNamedLimit(db: Db, name: RateLimitName, subject: string, now?: Date) {
  return hitRateLimit(db, `${name}:${subject}`, RATE_LIMITS[name], now);
}
