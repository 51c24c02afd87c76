import { planById, type PaidPlanId } from '@signet/contracts';

/** What a year of a plan costs in US cents: the common measure when time moves between plans. */
function yearlyValue(planId: PaidPlanId): number {
  const price = planById(planId).prices.find((p) => p.interval === 'year' && p.currency === 'USD');
  if (!price) throw new Error(`plan ${planId} has no yearly USD price`);
  return price.amount;
}

/**
 * Time on one paid plan expressed as time on another of the same value: the days left on
 * Individual when upgrading to Enterprise, or a code for Individual redeemed while on Enterprise.
 */
export function convertTime(ms: number, from: PaidPlanId, to: PaidPlanId): number {
  if (from === to || ms <= 0) return Math.max(0, ms);
  return Math.round((ms * yearlyValue(from)) / yearlyValue(to));
}
