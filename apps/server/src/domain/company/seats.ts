import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { AppError, ErrorCode, LIMITS, type Company } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companies, companyInvitations, companyMembers } from '../../db/schema/index.js';
import type { CompanyRow } from './companies-repository.js';

/** Whether the company's Enterprise plan is in force at `now`. */
export function hasEnterprise(company: Pick<CompanyRow, 'planId' | 'planExpiresAt'>, now: Date = new Date()): boolean {
  return company.planId === 'enterprise' && company.planExpiresAt !== null && company.planExpiresAt > now;
}

/** The seats a company has (issue 32): those bought or redeemed while its plan is in force, never fewer than a free company's. */
export function seatsOf(company: Pick<CompanyRow, 'planId' | 'planExpiresAt' | 'seats'>, now: Date = new Date()): number {
  return hasEnterprise(company, now) ? Math.max(company.seats, LIMITS.freeCompanySeats) : LIMITS.freeCompanySeats;
}

/** Seats taken: every member, and every invitation still open (it holds a place for its person). */
export async function seatsUsed(db: Db, companyId: bigint, now: Date = new Date()): Promise<number> {
  const [members] = await db.select({ n: count() }).from(companyMembers).where(eq(companyMembers.companyId, companyId));
  const [open] = await db
    .select({ n: count() })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt), gt(companyInvitations.expiresAt, now)));
  return Number(members?.n ?? 0) + Number(open?.n ?? 0);
}

/** The company's seats as its page shows them. */
export async function presentSeats(db: Db, company: CompanyRow, now: Date = new Date()): Promise<NonNullable<Company['seats']>> {
  const enterprise = hasEnterprise(company, now);
  return {
    total: seatsOf(company, now),
    used: await seatsUsed(db, company.id, now),
    planId: enterprise ? 'enterprise' : 'free',
    planExpiresAt: enterprise ? (company.planExpiresAt?.toISOString() ?? null) : null,
    billing: enterprise ? (company.billingSubscriptionRef !== null ? 'subscription' : 'prepaid') : null,
    renews: enterprise && company.renews,
    renewalFailed: enterprise && company.renewalFailedAt !== null,
  };
}

/**
 * Refuses an invitation past the company's seats (8208 naming how many it has). Locks the company
 * row first, so two invitations at once cannot both take the last seat.
 */
export async function requireFreeSeat(tx: Db, companyId: bigint, now: Date = new Date()): Promise<void> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  if (!company) throw new AppError(ErrorCode.NotFound);
  const seats = seatsOf(company, now);
  if ((await seatsUsed(tx, companyId, now)) >= seats) throw new AppError(ErrorCode.SeatsUsedUp, { data: { seats }, values: { seats: String(seats) } });
}
