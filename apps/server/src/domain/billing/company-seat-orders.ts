import { and, eq } from 'drizzle-orm';
import { AppError, CURRENCY_OF_REGION, ErrorCode, priceOf, type BillingPeriod, type Region } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companies, companyMembers, orders } from '../../db/schema/index.js';
import { recordCompanyEvent } from '../company/company-activity.js';
import { requireRole } from '../company/company-policy.js';
import { findCompany, roleIn, type CompanyRow } from '../company/companies-repository.js';
import { hasEnterprise } from '../company/seats.js';
import { addPeriod } from './add-period.js';
import type { Order } from './orders.js';

/** The company whose billing this person may handle (its owner, issue 32); refused otherwise. */
export async function billableCompany(db: Db, companyId: bigint, userId: bigint): Promise<CompanyRow> {
  requireRole(companyId, await roleIn(db, companyId, userId), 'company.billing');
  const company = await findCompany(db, companyId);
  if (!company) throw new AppError(ErrorCode.NotCompanyMember, { data: { companyId } });
  return company;
}

/**
 * A pending order for a company's Enterprise seats (issue 32), by its owner (billableCompany): the
 * catalogue's price per seat in the region's currency, times the seats. A company whose seats renew
 * by subscription changes them in the billing portal instead (8209), so it never pays twice for one period.
 */
export async function createCompanySeatOrder(
  db: Db,
  input: { company: CompanyRow; userId: bigint; seats: number; period: BillingPeriod; region: Region; provider: string; now?: Date },
): Promise<{ order: Order; unitAmount: number }> {
  const { company } = input;
  if (company.renews && hasEnterprise(company, input.now)) throw new AppError(ErrorCode.SubscriptionExists);
  const currency = CURRENCY_OF_REGION[input.region];
  const unitAmount = priceOf('enterprise', input.period, currency);
  if (unitAmount === null) throw new AppError(ErrorCode.ParameterError, { detail: `enterprise is not sold by the ${input.period} in ${currency}` });
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      companyId: company.id,
      seats: input.seats,
      planId: 'enterprise',
      period: input.period,
      currency,
      amount: unitAmount * input.seats,
      provider: input.provider,
      createdAt: input.now ?? new Date(),
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  return { order, unitAmount };
}

/**
 * What a paid seat order gives its company, in the transaction that marks it paid: the Enterprise
 * plan one period longer (from its end while in force, else from now) with the seats bought (a
 * prepaid purchase never lowers seats already held). A checkout that started a subscription keeps
 * its ids on the company, which then renews by itself. The order records the time it bought.
 */
export async function grantCompanySeats(tx: Db, input: { order: Order; subscription?: { provider: string; customerRef: string; subscriptionRef: string } | undefined; now: Date }): Promise<{ startsAt: Date; endsAt: Date; seats: number } | null> {
  const { order, now } = input;
  if (order.companyId === null || order.seats === null) return null;
  const [company] = await tx.select().from(companies).where(eq(companies.id, order.companyId)).for('update');
  if (!company) return null; // Deleted since: the payment stays recorded on the order.
  const inForce = hasEnterprise(company, now);
  const startsAt = inForce && company.planExpiresAt ? company.planExpiresAt : now;
  const endsAt = addPeriod(startsAt, order.period as BillingPeriod);
  const seats = input.subscription ? order.seats : Math.max(inForce ? company.seats : 0, order.seats);
  await tx
    .update(companies)
    .set({
      planId: 'enterprise',
      planExpiresAt: endsAt,
      seats,
      updatedAt: now,
      ...(input.subscription
        ? { billingProvider: input.subscription.provider, billingCustomerRef: input.subscription.customerRef, billingSubscriptionRef: input.subscription.subscriptionRef, renews: true, renewalFailedAt: null }
        : {}),
    })
    .where(eq(companies.id, company.id));
  await tx.update(orders).set({ serviceStartsAt: startsAt, serviceEndsAt: endsAt }).where(eq(orders.id, order.id));
  await recordCompanyEvent(tx, { companyId: company.id, kind: 'seats_bought', actorId: order.userId, subject: String(seats) });
  return { startsAt, endsAt, seats };
}

/** The company whose subscription this is, locked for the change; null when not one of ours. */
export async function lockSubscribedCompany(tx: Db, provider: string, subscriptionRef: string) {
  const [company] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.billingProvider, provider), eq(companies.billingSubscriptionRef, subscriptionRef)))
    .for('update');
  return company ?? null;
}

/** Who pays for a company: its owner (billing is the owner's, issue 32). */
export async function companyPayer(tx: Db, companyId: bigint): Promise<bigint | null> {
  const [owner] = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')));
  return owner?.userId ?? null;
}
