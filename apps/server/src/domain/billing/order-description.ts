import { PRODUCT_NAME, type BillingPeriod, type PaidPlanId } from '@signet/contracts';

const NAMES = {
  'en-US': { individual: 'Individual', enterprise: 'Enterprise', month: 'one month', year: 'one year' },
  'zh-CN': { individual: '个人版', enterprise: '企业版', month: '一个月', year: '一年' },
} as const;

/** What the payment page and the receipt call the purchase, in the buyer's language. */
export function orderDescription(planId: PaidPlanId, period: BillingPeriod, locale: string): string {
  const names = locale === 'zh-CN' ? NAMES['zh-CN'] : NAMES['en-US'];
  return locale === 'zh-CN' ? `${PRODUCT_NAME} ${names[planId]}（${names[period]}）` : `${PRODUCT_NAME} ${names[planId]}, ${names[period]}`;
}
