import type { Db } from '../../db/client.js';
import { requireRecentCheck } from '../session/recent-check.js';
import type { ActiveSession } from '../session/resolve-session.js';
import { hasTwoFactor } from './two-factor-repository.js';

export type CheckedSession = Pick<ActiveSession, 'sessionId' | 'userId' | 'reauthAt' | 'secondFactorAt'>;

/**
 * Adding a way to sign in (an authenticator app, a passkey) wants a check within 10 minutes: with
 * two-factor sign-in already on, a second factor (8412), so a stolen session cannot add its own
 * factor and then use it to turn the others off; otherwise any check (8411; signing in counts).
 */
export async function requireCheckToAddFactor(db: Db, session: CheckedSession, now: Date): Promise<boolean> {
  const on = await hasTwoFactor(db, session.userId);
  requireRecentCheck(session, { secondFactor: on, now });
  return on;
}
