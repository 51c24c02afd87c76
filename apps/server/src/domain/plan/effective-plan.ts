import { planById, PLANS, type Plan } from '@signet/contracts';

/** The plan fields of a user row that decide what the account may do. */
export interface PlanHolder {
  planId: string;
  planExpiresAt: Date | null;
}

/**
 * The plan an account has now: its paid plan until `planExpiresAt`, the free plan
 * after that, or for an id the catalogue does not know (a retired plan).
 */
export function effectivePlan(user: PlanHolder, now: Date = new Date()): Plan {
  const known = PLANS.find((plan) => plan.id === user.planId);
  if (!known) return planById('free');
  if (known.id !== 'free' && user.planExpiresAt && user.planExpiresAt <= now) return planById('free');
  return known;
}
