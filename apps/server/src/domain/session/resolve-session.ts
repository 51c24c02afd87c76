import type { CompanyRole } from '@signet/contracts';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { companies, companyMembers, sessions } from '../../db/schema/index.js';
import { generateToken, hashToken } from './session-token.js';

export interface ActiveSession {
  sessionId: bigint;
  userId: bigint;
  deviceId: string;
  expiresAt: Date;
  /** The workspace this device works in (issue 32): a company the user is a member of, or null for the personal space. */
  companyId: bigint | null;
  /** The user's role in that company; null in the personal space. */
  companyRole: CompanyRole | null;
  /**
   * A company this device had chosen that the user no longer belongs to (removed, or left on
   * another device): the request is refused (8201) and the device returns to the personal space.
   */
  lostCompanyId: bigint | null;
  /** When this device last passed a second factor (issue 35); null when it never did. */
  secondFactorAt: Date | null;
  /** When the person last proved it is them on this device (sign-in or re-check). */
  reauthAt: Date | null;
  /** Whether the session's company requires two-factor sign-in of its members (false in the personal space). */
  companyRequiresTwoFactor: boolean;
  /** A call made with a test-mode API key (issue 38; see Workspace.testMode); never set for a web session. */
  testMode?: boolean | undefined;
}

export type SessionResolution =
  | { status: 'active'; session: ActiveSession; renewed: { token: string; expiresAt: Date } | null }
  | { status: 'ended'; reason: string }
  | { status: 'missing' };

// An old token keeps working this long after a rotation, for requests already in flight.
const ROTATION_GRACE_MS = 60_000;
// last_seen_at is written at most this often, so polling does not write on every call.
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The session whose current token, or previous one still in its grace minute, has this hash, with
 * the user's role in the session's company and whether it requires two-factor sign-in (one round
 * trip: every request checks membership).
 */
const sessionByToken = preparedQuery((db) =>
  db
    .select({ session: sessions, companyRole: companyMembers.role, requireTwoFactor: companies.requireTwoFactor })
    .from(sessions)
    .leftJoin(companyMembers, and(eq(companyMembers.companyId, sessions.companyId), eq(companyMembers.userId, sessions.userId)))
    .leftJoin(companies, eq(companies.id, sessions.companyId))
    .where(
      or(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        and(eq(sessions.previousTokenHash, sql.placeholder('hash')), gt(sessions.previousValidUntil, sql.placeholder('now'))),
      ),
    )
    .limit(1)
    .prepare('session_by_token'),
);

/**
 * Finds the session for a token and slides its expiry. Once less than half of
 * the lifetime is left, a new token replaces the old one; the caller sends it
 * back in x-new-token / x-new-expires-at. Concurrent rotations (several
 * processes, parallel requests) are settled by a compare-and-set on the hash.
 */
export async function resolveSession(
  db: Db,
  options: { token: string; ttlMs: number; now?: Date },
): Promise<SessionResolution> {
  const now = options.now ?? new Date();
  const hash = hashToken(options.token);
  const [found] = await sessionByToken(db).execute({ hash, now });
  if (!found) return { status: 'missing' };
  const row = found.session;
  const companyRole = (found.companyRole as CompanyRole | null) ?? null;
  if (row.endedAt) return { status: 'ended', reason: row.endReason ?? 'logout' };
  if (row.expiresAt <= now) return { status: 'ended', reason: 'expired' };

  const session: ActiveSession = {
    sessionId: row.id,
    userId: row.userId,
    deviceId: row.deviceId,
    expiresAt: row.expiresAt,
    companyId: companyRole ? row.companyId : null,
    companyRole,
    lostCompanyId: row.companyId !== null && companyRole === null ? row.companyId : null,
    secondFactorAt: row.secondFactorAt,
    reauthAt: row.reauthAt,
    companyRequiresTwoFactor: companyRole !== null && found.requireTwoFactor === true,
  };
  const isCurrentToken = row.tokenHash === hash;
  const remaining = row.expiresAt.getTime() - now.getTime();

  if (isCurrentToken && remaining < options.ttlMs / 2) {
    const token = generateToken();
    const expiresAt = new Date(now.getTime() + options.ttlMs);
    const updated = await db
      .update(sessions)
      .set({
        tokenHash: hashToken(token),
        previousTokenHash: hash,
        previousValidUntil: new Date(now.getTime() + ROTATION_GRACE_MS),
        expiresAt,
        lastSeenAt: now,
      })
      .where(and(eq(sessions.id, row.id), eq(sessions.tokenHash, hash)))
      .returning({ id: sessions.id });
    if (updated.length > 0) return { status: 'active', session: { ...session, expiresAt }, renewed: { token, expiresAt } };
  } else if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return { status: 'active', session, renewed: null };
}
