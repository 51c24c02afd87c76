import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { hitNamedLimit } from '../rate-limit/hit-rate-limit.js';
import type { CreatedSession } from '../session/create-session.js';
import { sessionOrChallenge, startSignIn } from '../two-factor/start-sign-in.js';
import type { SignInContext } from './account-context.js';
import { verifyPassword } from './password.js';
import { findUserByEmail, type UserRow } from './users-repository.js';

/**
 * Signs in with e-mail and password. An unknown e-mail, an account without a
 * password and a wrong password all answer 2001 after the same argon2 work, so
 * neither the answer nor its timing tells whether the account exists. An account with two-factor
 * sign-in on answers 8413 with a ticket for its second factor instead of a session.
 */
export async function loginWithPassword(
  db: Db,
  options: SignInContext & { email: string; password: string },
): Promise<{ user: UserRow; session: CreatedSession }> {
  const { email, meta } = options;
  await hitNamedLimit(db, 'loginPerIp', meta.ip);
  await hitNamedLimit(db, 'loginPerEmail', email);
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(user?.passwordHash, options.password);
  if (!user || !matches) throw new AppError(ErrorCode.WrongCredentials);
  const session = sessionOrChallenge(await startSignIn(db, { userId: user.id, meta, ttlMs: options.ttlMs, now: options.now ?? new Date() }));
  return { user, session };
}
