import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, orders } from '../../db/schema/index.js';
import type { SubscriptionCharge } from '../../payments/payment-provider.js';
import { recordCompanyEvent } from '../company/company-activity.js';
import { companyPayer, lockSubscribedCompany } from './company-seat-orders.js';
import { queuePaymentMail, queueRenewalFailedMail } from './payment-mails.js';

/** What a subscription charged by itself (a renewal, or seats added in the portal), and through which provider. */
export type SubscriptionChargeFacts = SubscriptionCharge & { provider: string };

/**
 * A charge the subscription made by itself (issue 32): a paid order of kind 'renewal' for it (one
 * per charge: a replayed notice finds it and changes nothing), the plan running to the end of the
 * time charged for, with the seats charged for, any failed renewal forgiven, and a mail with the
 * receipt to the payer. False when the subscription is not one of ours or the charge was seen.
 */
export async function recordSubscriptionCharge(db: Db, charge: SubscriptionChargeFacts, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const company = await lockSubscribedCompany(tx, charge.provider, charge.subscriptionRef);
    if (!company) return false;
    const payer = await companyPayer(tx, company.id);
    if (payer === null) return false;
    const [order] = await tx
      .insert(orders)
      .values({
        userId: payer,
        companyId: company.id,
        seats: charge.quantity,
        kind: 'renewal',
        planId: 'enterprise',
        period: charge.period,
        currency: charge.currency,
        amount: charge.amount,
        status: 'paid',
        provider: charge.provider,
        providerRef: charge.chargeRef,
        serviceStartsAt: charge.serviceStartsAt,
        serviceEndsAt: charge.serviceEndsAt,
        createdAt: now,
        paidAt: now,
      })
      .onConflictDoNothing({ target: [orders.provider, orders.providerRef] })
      .returning();
    if (!order) return false;
    const endsAt = company.planExpiresAt && company.planExpiresAt > charge.serviceEndsAt ? company.planExpiresAt : charge.serviceEndsAt;
    await tx
      .update(companies)
      .set({ planId: 'enterprise', planExpiresAt: endsAt, seats: charge.quantity, renewalFailedAt: null, updatedAt: now })
      .where(eq(companies.id, company.id));
    if (charge.reason === 'renewal') await recordCompanyEvent(tx, { companyId: company.id, kind: 'plan_renewed', actorId: payer, subject: String(charge.quantity) });
    await queuePaymentMail(tx, { orderId: order.id, reason: charge.reason === 'renewal' ? 'renewed' : 'paid' });
    return true;
  });
}

/**
 * A renewal the subscription could not charge (issue 32): the company is marked, its log says so
 * and the payer is told once per attempt what happens next. The plan runs to its end meanwhile; the
 * provider tries again, and a later payment clears the mark.
 */
export async function recordFailedCharge(
  db: Db,
  input: { provider: string; subscriptionRef: string; chargeRef: string; currency: string; amount: number; nextAttemptAt: Date | null; publicUrl: string },
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const company = await lockSubscribedCompany(tx, input.provider, input.subscriptionRef);
    if (!company) return false;
    const payer = await companyPayer(tx, company.id);
    if (payer === null) return false;
    await tx.update(companies).set({ renewalFailedAt: now, updatedAt: now }).where(eq(companies.id, company.id));
    await recordCompanyEvent(tx, { companyId: company.id, kind: 'renewal_failed', actorId: payer });
    await queueRenewalFailedMail(tx, { companyId: company.id, payerId: payer, chargeRef: input.chargeRef, currency: input.currency, amount: input.amount, nextAttemptAt: input.nextAttemptAt, planEndsAt: company.planExpiresAt, publicUrl: input.publicUrl });
    return true;
  });
}

/**
 * The subscription changed in the provider's portal (issue 32): its quantity is the company's seats
 * from now (while the plan is in force), and whether it renews. A cancelled subscription leaves the
 * plan to run to its end.
 */
export async function recordSubscriptionChange(db: Db, input: { provider: string; subscriptionRef: string; quantity: number; renews: boolean; ended: boolean }, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const company = await lockSubscribedCompany(tx, input.provider, input.subscriptionRef);
    if (!company) return false;
    const renews = input.renews && !input.ended;
    const seats = input.ended ? company.seats : input.quantity;
    if (company.renews === renews && company.seats === seats) return false;
    await tx.update(companies).set({ renews, seats, updatedAt: now }).where(eq(companies.id, company.id));
    const payer = await companyPayer(tx, company.id);
    if (payer !== null) await recordCompanyEvent(tx, { companyId: company.id, kind: 'subscription_changed', actorId: payer, subject: renews ? String(seats) : 'ends' });
    return true;
  });
}
