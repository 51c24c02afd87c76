import type { Plan, PlanExceededType } from '@signet/contracts';

/** How far a plan goes for each kind of limit the plan-exceeded dialog names; higher is more. */
function reach(plan: Plan, type: PlanExceededType): number | null {
  switch (type) {
    case 'sign_num':
      return plan.signatureQuota ?? Number.POSITIVE_INFINITY;
    case 'file_num':
      return plan.filesPerUpload;
    case 'file_size':
      return plan.maxFileBytes;
    case 'file_page':
      return plan.maxPagesPerFile;
    case 'chat_num':
      // Signet has no chat; no plan changes a limit it does not have.
      return null;
  }
}

/**
 * The first plan above the account's that lifts the limit that was hit (the catalogue is in
 * order, cheapest first), or null when none does: every plan allows 10 files per upload, say,
 * or the account already has the highest plan.
 */
export function planThatLifts(type: PlanExceededType, currentPlanId: string | undefined, plans: readonly Plan[]): Plan | null {
  const current = plans.find((plan) => plan.id === (currentPlanId ?? 'free')) ?? plans[0];
  if (!current) return null;
  const now = reach(current, type);
  if (now === null) return null;
  const above = plans.slice(plans.indexOf(current) + 1);
  return above.find((plan) => (reach(plan, type) ?? 0) > now) ?? null;
}
