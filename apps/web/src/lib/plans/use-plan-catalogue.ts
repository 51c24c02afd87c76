import { PLANS } from '@signet/contracts';
import type { PaymentProvider, Plan, PlanExceededType } from '@signet/contracts';
import { usePublicConfig } from '../app-config/get-public-config';
import { useAppStore } from '../state/app-store';
import { useSessionStore } from '../state/session-store';
import { planThatLifts } from './plan-that-lifts';

/**
 * The plans on sale and whether they can be paid for here. The server's catalogue wins;
 * the bundled copy keeps pricing useful while it is unreachable. With no payment provider
 * on for the reader's region (Alipay and WeChat Pay serve the China region only), plans are
 * bought as licence codes. `providers` are the region's, in the order the server prefers them.
 */
export function usePlanCatalogue(): { plans: readonly Plan[]; purchasable: boolean; providers: readonly PaymentProvider[] } {
  const { data: config } = usePublicConfig();
  const region = useAppStore((state) => state.region);
  const providers = config?.checkout.byRegion[region] ?? [];
  return {
    plans: config?.plans.length ? config.plans : PLANS,
    purchasable: providers.length > 0,
    providers,
  };
}

/** The plan above the signed-in account's that lifts a limit, or null when none does. */
export function usePlanThatLifts(type: PlanExceededType): Plan | null {
  const { plans } = usePlanCatalogue();
  const planId = useSessionStore((state) => state.planDetail?.planId);
  return planThatLifts(type, planId, plans);
}
