import { eq } from 'drizzle-orm';
import { NAME_MAX_CHARS } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { consumeCode } from '../one-time-code/consume-code.js';
import { verifyCode } from '../one-time-code/verify-code.js';
import type { CreatedSession } from '../session/create-session.js';
import { sessionOrChallenge, startSignIn } from '../two-factor/start-sign-in.js';
import type { SignInContext } from './account-context.js';
import { limitCodeChecks } from './limit-code-checks.js';
import { findUserByEmail, isUniqueViolation, type UserRow } from './users-repository.js';

/**
 * Signs in with an e-mailed code (purpose 'login'). The code proves the mailbox, so
 * an unknown e-mail gets a new, verified account on the free plan (without a
 * password; it can set one later), and an unverified one becomes verified. An account with
 * two-factor sign-in on answers 8413 with a ticket for its second factor (the code is used up).
 */
export async function quickLogin(
  db: Db,
  options: SignInContext & { email: string; code: string },
): Promise<{ user: UserRow; session: CreatedSession; created: boolean }> {
  const { email, meta } = options;
  const now = options.now ?? new Date();
  await limitCodeChecks(db, { email, ip: meta.ip });
  const codeId = await verifyCode(db, { email, purpose: 'login', code: options.code, now });
  const attempt = () =>
    db.transaction(async (tx) => {
      await consumeCode(tx, codeId, now);
      let user: UserRow | null | undefined = await findUserByEmail(tx, email);
      const created = user === null;
      if (!user) {
        [user] = await tx
          .insert(users)
          .values({ email, name: email.slice(0, email.indexOf('@')).slice(0, NAME_MAX_CHARS), locale: meta.locale, planId: 'free', emailVerifiedAt: now })
          .returning();
      } else if (!user.emailVerifiedAt) {
        [user] = await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id)).returning();
      }
      if (!user) throw new Error('user write returned nothing');
      const step = await startSignIn(tx, { userId: user.id, meta, ttlMs: options.ttlMs, now });
      return { user, step, created };
    });
  let result: Awaited<ReturnType<typeof attempt>>;
  try {
    result = await attempt();
  } catch (error) {
    // Another request created this account a moment ago (the transaction rolled back,
    // so the code is unused): once more, and it signs in to that account.
    if (!isUniqueViolation(error)) throw error;
    result = await attempt();
  }
  return { user: result.user, session: sessionOrChallenge(result.step), created: result.created };
}
