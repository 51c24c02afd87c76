import { AppError, ErrorCode, REAUTH_WINDOW_MS } from '@signet/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import type { ActiveSession } from './resolve-session.js';

const isRecent = (at: Date | null, now: Date) => at !== null && now.getTime() - at.getTime() <= REAUTH_WINDOW_MS;

/**
 * The re-check before a sensitive action (issue 35 point 5): the person proved it is them on this
 * device within the last 10 minutes (signing in counts), else 8411 and the client asks and retries.
 * `secondFactor` wants that proof to have been a second factor, not a password (8412): what turning
 * two-factor sign-in off or replacing the recovery codes needs.
 */
export function requireRecentCheck(session: Pick<ActiveSession, 'reauthAt' | 'secondFactorAt'>, options: { secondFactor?: boolean; now?: Date } = {}): void {
  const now = options.now ?? new Date();
  if (options.secondFactor) {
    if (!isRecent(session.secondFactorAt, now)) throw new AppError(ErrorCode.SecondFactorReauthRequired, { detail: 'no second factor within the re-check window' });
    return;
  }
  if (!isRecent(session.reauthAt, now)) throw new AppError(ErrorCode.ReauthRequired, { detail: 'no check within the re-check window' });
}

/** Records a check on this device: always a proof of who it is, and a second factor when it was one. */
export async function recordCheck(db: Db, options: { sessionId: bigint; secondFactor: boolean; now: Date }): Promise<void> {
  await db
    .update(sessions)
    .set({ reauthAt: options.now, ...(options.secondFactor ? { secondFactorAt: options.now } : {}) })
    .where(eq(sessions.id, options.sessionId));
}
