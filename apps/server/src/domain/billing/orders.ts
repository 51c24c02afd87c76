import { and, eq } from 'drizzle-orm';
import { AppError, CURRENCY_OF_REGION, ErrorCode, priceOf, type BillingPeriod, type PaidPlanId, type Region } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { grantPlan, type Grant } from './grant-plan.js';

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

/**
 * Marks a pending order paid and grants its plan, in one transaction. Idempotent: a provider
 * that reports the same payment twice (a replayed webhook, a retry) finds the order paid and
 * nothing is granted again; null then.
 */
export async function payOrder(db: Db, input: { orderId: bigint; now?: Date }): Promise<Grant | null> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(orders.id, input.orderId), eq(orders.status, 'pending')))
      .returning();
    if (!paid) return null;
    return grantPlan(tx, { userId: paid.userId, planId: paid.planId as PaidPlanId, period: paid.period as BillingPeriod, source: { orderId: paid.id }, now });
  });
}
