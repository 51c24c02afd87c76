import { eq } from 'drizzle-orm';
import { AppError, ErrorCode, type SecondFactorProof } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { RequestMeta } from '../request-meta.js';
import type { CreatedSession } from '../session/create-session.js';
import { startSession } from '../session/start-session.js';
import { passkeyAssertionOptions } from './passkey-assertion.js';
import type { RelyingParty } from './relying-party.js';
import { verifySecondFactor } from './second-factor-proof.js';
import { readSignInTicket, spendSignInTicket } from './sign-in-tickets.js';

export type SignedInUser = typeof users.$inferSelect;

/** Passkey options for a sign-in waiting for its second factor (8415 for a dead ticket). */
export async function beginSecondFactorPasskey(db: Db, options: { ticket: string; rp: RelyingParty; now?: Date }) {
  const now = options.now ?? new Date();
  const { userId } = await readSignInTicket(db, { ticket: options.ticket, now });
  return passkeyAssertionOptions(db, { purpose: 'second_factor', userId, rp: options.rp, now });
}

/**
 * Finishes a sign-in: a live ticket (8415) and a second factor of its account (8414, 8416; rate
 * limited) give the session, under the plan's device limit like any sign-in, marked as having
 * passed the second factor. The ticket works once.
 */
export async function completeSecondFactorSignIn(
  db: Db,
  options: { ticket: string; proof: SecondFactorProof; meta: RequestMeta; ttlMs: number; rp: RelyingParty; now?: Date },
): Promise<{ user: SignedInUser; session: CreatedSession }> {
  const now = options.now ?? new Date();
  const ticket = await readSignInTicket(db, { ticket: options.ticket, now });
  await verifySecondFactor(db, { userId: ticket.userId, proof: options.proof, purpose: 'second_factor', ip: options.meta.ip, rp: options.rp, now });
  if (!(await spendSignInTicket(db, { id: ticket.id, now }))) throw new AppError(ErrorCode.SignInTicketExpired, { detail: 'ticket used meanwhile' });
  const session = await startSession(db, { userId: ticket.userId, meta: options.meta, ttlMs: options.ttlMs, now, secondFactor: true });
  const [user] = await db.select().from(users).where(eq(users.id, ticket.userId));
  if (!user) throw new Error(`no user ${ticket.userId}`);
  return { user, session };
}
