import { eq } from 'drizzle-orm';
import { planRank, type BillingPeriod, type PaidPlanId } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { entitlements, planChanges, users } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { effectivePlan } from '../plan/effective-plan.js';
import { addPeriod } from './add-period.js';
import { convertTime } from './plan-value.js';

/** The job that returns an account to the free plan when its paid plan ends (expire-plan.ts). */
export const PLAN_EXPIRY_JOB = 'plan.expire';

export type GrantSource = { orderId: bigint } | { licenceCodeId: bigint };

export interface Grant {
  entitlementId: bigint;
  kind: 'granted' | 'extended' | 'upgraded';
  planId: PaidPlanId;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Gives an account a paid plan for a period, from a paid order or a redeemed code. Call it inside
 * the transaction that marks the order paid or the code redeemed, so both happen or neither.
 *
 * - The plan in force bought again: its end moves out by the period (renewal).
 * - A higher plan (or any plan from free): it starts now; the days left on a lower paid plan
 *   are added to it at their value (Individual's days become fewer Enterprise days), so nothing
 *   paid for is lost.
 * - A lower plan while a higher one is in force: its value is added to the higher plan's end.
 *
 * The account's row holds the result; entitlements and plan_changes record it, and a job is
 * booked for the new end.
 */
export async function grantPlan(tx: Db, input: { userId: bigint; planId: PaidPlanId; period: BillingPeriod; source: GrantSource; now?: Date }): Promise<Grant> {
  const now = input.now ?? new Date();
  const [user] = await tx.select({ planId: users.planId, planExpiresAt: users.planExpiresAt }).from(users).where(eq(users.id, input.userId)).for('update');
  if (!user) throw new Error(`no user ${input.userId}`);
  const current = effectivePlan(user, now);
  const currentEnd = current.id === 'free' ? null : (user.planExpiresAt ?? null);
  const periodMs = addPeriod(now, input.period).getTime() - now.getTime();
  // A paid plan with no end (set by an operator) stays as it is unless a higher plan comes.
  const endless = current.id !== 'free' && !currentEnd && planRank(input.planId) <= planRank(current.id);

  let grant: Omit<Grant, 'entitlementId'>;
  if (endless) {
    grant = { kind: 'extended', planId: current.id as PaidPlanId, startsAt: now, endsAt: addPeriod(now, input.period) };
  } else if (current.id === input.planId && currentEnd) {
    grant = { kind: 'extended', planId: input.planId, startsAt: currentEnd, endsAt: addPeriod(currentEnd, input.period) };
  } else if (planRank(input.planId) > planRank(current.id) || current.id === 'free') {
    const carried = current.id !== 'free' && currentEnd ? convertTime(currentEnd.getTime() - now.getTime(), current.id, input.planId) : 0;
    const endsAt = new Date(addPeriod(now, input.period).getTime() + carried);
    grant = { kind: current.id === 'free' ? 'granted' : 'upgraded', planId: input.planId, startsAt: now, endsAt };
  } else {
    const higher = current.id;
    const from = currentEnd ?? now;
    grant = { kind: 'extended', planId: higher, startsAt: from, endsAt: new Date(from.getTime() + convertTime(periodMs, input.planId, higher)) };
  }

  const [entitlement] = await tx
    .insert(entitlements)
    .values({
      userId: input.userId,
      planId: grant.planId,
      startsAt: grant.startsAt,
      endsAt: grant.endsAt,
      orderId: 'orderId' in input.source ? input.source.orderId : null,
      licenceCodeId: 'licenceCodeId' in input.source ? input.source.licenceCodeId : null,
      createdAt: now,
    })
    .returning({ id: entitlements.id });
  if (!entitlement) throw new Error('entitlement insert returned nothing');
  if (!endless) await tx.update(users).set({ planId: grant.planId, planExpiresAt: grant.endsAt, updatedAt: now }).where(eq(users.id, input.userId));
  await tx.insert(planChanges).values({
    userId: input.userId,
    kind: grant.kind,
    planId: grant.planId,
    endsAt: endless ? null : grant.endsAt,
    previousPlanId: current.id,
    previousEndsAt: currentEnd,
    entitlementId: entitlement.id,
    createdAt: now,
  });
  if (endless) return { entitlementId: entitlement.id, ...grant };
  await enqueueJob(tx, {
    type: PLAN_EXPIRY_JOB,
    payload: { userId: String(input.userId), endsAt: grant.endsAt.toISOString() },
    dedupeKey: `${PLAN_EXPIRY_JOB}:${input.userId}:${grant.endsAt.toISOString()}`,
    runAt: grant.endsAt,
  });
  return { entitlementId: entitlement.id, ...grant };
}
