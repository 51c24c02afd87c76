import { PLANS } from '@signet/contracts';
import type { Plan, PlanExceededType } from '@signet/contracts';
import { usePublicConfig } from '../app-config/get-public-config';
import { useSessionStore } from '../state/session-store';
import { planThatLifts } from './plan-that-lifts';

/**
 * The plans on sale and whether they can be paid for here. The server's catalogue wins;
 * the bundled copy keeps pricing useful while it is unreachable. With no payment provider
 * configured, plans are bought as licence codes.
 */
export function usePlanCatalogue(): { plans: readonly Plan[]; purchasable: boolean } {
  const { data: config } = usePublicConfig();
  return {
    plans: config?.plans.length ? config.plans : PLANS,
    purchasable: (config?.checkout.providers.length ?? 0) > 0,
  };
}

/** The plan above the signed-in account's that lifts a limit, or null when none does. */
export function usePlanThatLifts(type: PlanExceededType): Plan | null {
  const { plans } = usePlanCatalogue();
  const planId = useSessionStore((state) => state.planDetail?.planId);
  return planThatLifts(type, planId, plans);
}
