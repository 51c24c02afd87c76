import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import type { ActiveSession } from './resolve-session.js';

/**
 * Whether a signed-in session passed a second factor (issue 35): signed in with an authenticator
 * code, a recovery code or a passkey, or confirmed one since. Other modules ask this (signer
 * verification counts it as proof of the account's own e-mail) instead of reading the columns.
 */
export function passedSecondFactor(session: Pick<ActiveSession, 'secondFactorAt'>): boolean {
  return session.secondFactorAt !== null;
}

/** The same question by session id, for code that holds only the id; false for an unknown session. */
export async function sessionPassedSecondFactor(db: Db, sessionId: bigint): Promise<boolean> {
  const [row] = await db.select({ at: sessions.secondFactorAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.at != null;
}
