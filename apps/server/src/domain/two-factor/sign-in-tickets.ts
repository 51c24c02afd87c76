import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { AppError, ErrorCode, SECOND_FACTOR_TICKET_TTL_MS, type SecondFactorChallenge, type SecondFactorMethod } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { secondFactorTickets } from '../../db/schema/index.js';
import { generateToken, hashToken } from '../session/session-token.js';

/**
 * Starts a sign-in waiting for its second factor: an opaque ticket (256 random bits, only its hash
 * kept) that lives five minutes. Expired tickets are cleared on the way.
 */
export async function issueSignInTicket(db: Db, options: { userId: bigint; methods: SecondFactorMethod[]; now: Date }): Promise<SecondFactorChallenge> {
  const ticket = generateToken();
  const expiresAt = new Date(options.now.getTime() + SECOND_FACTOR_TICKET_TTL_MS);
  await db.delete(secondFactorTickets).where(lt(secondFactorTickets.expiresAt, options.now));
  await db.insert(secondFactorTickets).values({ ticketHash: hashToken(ticket), userId: options.userId, expiresAt });
  return { ticket, methods: options.methods, expiresAt: expiresAt.getTime() };
}

/** The account a live, unused ticket belongs to; 8415 for anything else (unknown, expired, used). */
export async function readSignInTicket(db: Db, options: { ticket: string; now: Date }): Promise<{ id: bigint; userId: bigint }> {
  const [row] = await db
    .select({ id: secondFactorTickets.id, userId: secondFactorTickets.userId })
    .from(secondFactorTickets)
    .where(and(eq(secondFactorTickets.ticketHash, hashToken(options.ticket)), isNull(secondFactorTickets.usedAt), gt(secondFactorTickets.expiresAt, options.now)));
  if (!row) throw new AppError(ErrorCode.SignInTicketExpired, { detail: 'unknown, used or expired sign-in ticket' });
  return row;
}

/** Marks the ticket used, once: false when another request used it first. */
export async function spendSignInTicket(db: Db, options: { id: bigint; now: Date }): Promise<boolean> {
  const spent = await db
    .update(secondFactorTickets)
    .set({ usedAt: options.now })
    .where(and(eq(secondFactorTickets.id, options.id), isNull(secondFactorTickets.usedAt)))
    .returning({ id: secondFactorTickets.id });
  return spent.length > 0;
}
