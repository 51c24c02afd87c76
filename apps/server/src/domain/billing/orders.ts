import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError, CURRENCY_OF_REGION, ErrorCode, priceOf, type BillingPeriod, type PaidPlanId, type Region } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { grantCompanySeats } from './company-seat-orders.js';
import { grantPlan, type Grant } from './grant-plan.js';
import { queuePaymentMail } from './payment-mails.js';

export type Order = typeof orders.$inferSelect;

/**
 * A pending order for a plan and period, priced from the catalogue in the region's currency
 * (US dollars internationally, yuan in the China region). Nothing of the price comes from the
 * client: it names a plan, a period and where it is.
 */
export async function createOrder(db: Db, input: { userId: bigint; planId: PaidPlanId; period: BillingPeriod; region: Region; provider: string; now?: Date }): Promise<Order> {
  const currency = CURRENCY_OF_REGION[input.region];
  const amount = priceOf(input.planId, input.period, currency);
  if (amount === null) throw new AppError(ErrorCode.ParameterError, { detail: `${input.planId} is not sold by the ${input.period} in ${currency}` });
  const [order] = await db
    .insert(orders)
    .values({ userId: input.userId, planId: input.planId, period: input.period, currency, amount, provider: input.provider, createdAt: input.now ?? new Date() })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  return order;
}

/** Keeps the provider's id for the order's payment (a Stripe Checkout session). */
export async function setOrderProviderRef(db: Db, orderId: bigint, providerRef: string): Promise<void> {
  await db.update(orders).set({ providerRef }).where(eq(orders.id, orderId));
}

/**
 * The order a provider's payment belongs to: by the provider's id for it, or, when the notice
 * came before that id was kept, by the order id the provider carried, if that order has no
 * other payment of the provider's.
 */
export async function findProviderOrder(db: Db, provider: string, providerRef: string, orderId: bigint | null): Promise<Order | null> {
  const [byRef] = await db.select().from(orders).where(and(eq(orders.provider, provider), eq(orders.providerRef, providerRef)));
  if (byRef) return orderId === null || orderId === byRef.id ? byRef : null;
  if (orderId === null) return null;
  const [byId] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.provider, provider)));
  if (!byId || (byId.providerRef !== null && byId.providerRef !== providerRef)) return null;
  if (byId.providerRef === null) await setOrderProviderRef(db, byId.id, providerRef);
  return { ...byId, providerRef };
}

/** One of a user's orders; null for another user's (callers answer as if it did not exist). */
export async function findUserOrder(db: Db, userId: bigint, orderId: bigint): Promise<Order | null> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order ?? null;
}

/** The orders a user has paid for, newest first (the Membership card's history). */
export async function listPaidOrders(db: Db, userId: bigint): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(200);
}

/** What paying a company's seat order gave it (issue 32). */
export interface SeatGrant {
  kind: 'seats';
  seats: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Marks an order paid and grants what it bought, in one transaction: a person's plan, or a
 * company's seats (with the subscription the checkout started, if any); the payer's mail with the
 * receipt is booked with it. Idempotent: a provider that reports the same payment twice (a
 * replayed webhook, a retry) finds the order paid and nothing is granted again; null then. A
 * payment reported after the order was given up (the provider's notices can arrive out of order)
 * still counts: the money was taken.
 */
export async function payOrder(
  db: Db,
  input: { orderId: bigint; subscription?: { provider: string; customerRef: string; subscriptionRef: string } | undefined; now?: Date },
): Promise<Grant | SeatGrant | null> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(orders.id, input.orderId), inArray(orders.status, ['pending', 'canceled'])))
      .returning();
    if (!paid) return null;
    await queuePaymentMail(tx, { orderId: paid.id, reason: 'paid' });
    if (paid.companyId !== null) {
      const seats = await grantCompanySeats(tx, { order: paid, subscription: input.subscription, now });
      return seats && { kind: 'seats', ...seats };
    }
    return grantPlan(tx, { userId: paid.userId, planId: paid.planId as PaidPlanId, period: paid.period as BillingPeriod, source: { orderId: paid.id }, now });
  });
}

/** Gives up an unpaid order (its payment page expired or failed); a paid order stays paid. */
export async function cancelOrder(db: Db, orderId: bigint): Promise<boolean> {
  const rows = await db.update(orders).set({ status: 'canceled' }).where(and(eq(orders.id, orderId), eq(orders.status, 'pending'))).returning({ id: orders.id });
  return rows.length > 0;
}

/** An order as its buyer reads it (contracts' ZOrder). */
export function presentOrder(order: Order) {
  return {
    id: order.id,
    planId: order.planId as PaidPlanId,
    period: order.period as BillingPeriod,
    currency: order.currency as 'USD' | 'CNY',
    amount: order.amount,
    status: order.status as 'pending' | 'paid' | 'canceled',
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    companyId: order.companyId,
    seats: order.seats,
    kind: order.kind as 'purchase' | 'renewal',
  };
}
