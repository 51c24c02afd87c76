import type { PlanDetail } from '@signet/contracts';
import { effectivePlan, type PlanHolder } from './effective-plan.js';

/**
 * Spec 3 planDetail from the catalogue: totalCount is the plan's quota and
 * remainCount what is left (both null when unlimited). planList holds the paid
 * plan, so a non-empty list means VIP; the free plan's list is empty.
 */
export function getPlanDetail(user: PlanHolder & { signaturesUsed: number }, now: Date = new Date()): PlanDetail {
  const plan = effectivePlan(user, now);
  const total = plan.signatureQuota;
  return {
    planId: plan.id,
    totalCount: total,
    remainCount: total === null ? null : Math.max(0, total - user.signaturesUsed),
    usedCount: user.signaturesUsed,
    onlineDevices: plan.onlineDevices,
    planList:
      plan.id === 'free' ? [] : [{ planId: plan.id, tier: plan.tier, expiresAt: user.planExpiresAt?.toISOString() ?? null }],
  };
}
