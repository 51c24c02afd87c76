import type { TFunction } from 'i18next';

const PLAN_NAMES = { free: 'pricing.plan_free', individual: 'pricing.plan_individual', enterprise: 'pricing.plan_enterprise' } as const;

/** A plan's name in the reader's language; an id the catalogue no longer has shows as it is. */
export function planName(planId: string, t: TFunction): string {
  return planId in PLAN_NAMES ? t(PLAN_NAMES[planId as keyof typeof PLAN_NAMES]) : planId;
}
