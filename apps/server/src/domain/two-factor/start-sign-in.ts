import { AppError, ErrorCode, type SecondFactorChallenge } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { RequestMeta } from '../request-meta.js';
import type { CreatedSession } from '../session/create-session.js';
import { startSession } from '../session/start-session.js';
import { issueSignInTicket } from './sign-in-tickets.js';
import { secondFactorMethods } from './two-factor-repository.js';

export type SignInStep = { session: CreatedSession; challenge?: undefined } | { session?: undefined; challenge: SecondFactorChallenge };

/**
 * Where a sign-in whose first factor passed goes next (issue 35): an account without two-factor
 * sign-in gets its session as before; one with it gets a ticket for the second factor instead.
 * Works inside the caller's transaction, so whatever the first factor used up stays used.
 */
export async function startSignIn(db: Db, options: { userId: bigint; meta: RequestMeta; ttlMs: number; now: Date }): Promise<SignInStep> {
  const methods = await secondFactorMethods(db, options.userId);
  if (methods.length === 0) return { session: await startSession(db, options) };
  return { challenge: await issueSignInTicket(db, { userId: options.userId, methods, now: options.now }) };
}

/** The session of a sign-in step, or 8413 carrying the second-factor challenge (after the caller's transaction committed). */
export function sessionOrChallenge(step: SignInStep): CreatedSession {
  if (step.session) return step.session;
  throw new AppError(ErrorCode.SecondFactorRequired, { data: step.challenge, detail: 'second factor required' });
}
