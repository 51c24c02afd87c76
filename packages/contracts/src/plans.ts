import { z } from 'zod';
import type { Region } from './constants.js';

/**
 * The plan catalogue: one list for quotas, device limits and pricing.
 * `signatureQuota: null` means unlimited. Prices are in the smallest currency unit.
 */
export const ZPlan = z.object({
  id: z.enum(['free', 'individual', 'enterprise']),
  tier: z.enum(['free', 'individual', 'enterprise']),
  signatureQuota: z.number().int().positive().nullable(),
  onlineDevices: z.number().int().positive(),
  maxFileBytes: z.number().int().positive(),
  maxPagesPerFile: z.number().int().positive(),
  filesPerUpload: z.number().int().positive(),
  signersPerAgreement: z.number().int().positive(),
  cloudStorage: z.boolean(),
  prices: z.array(z.object({ interval: z.enum(['month', 'year']), currency: z.enum(['USD', 'CNY']), amount: z.number().int() })),
});
export type Plan = z.infer<typeof ZPlan>;

const MB = 1024 * 1024;

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    tier: 'free',
    signatureQuota: 2,
    onlineDevices: 1,
    maxFileBytes: 10 * MB,
    maxPagesPerFile: 100,
    filesPerUpload: 10,
    signersPerAgreement: 5,
    cloudStorage: false,
    prices: [],
  },
  {
    id: 'individual',
    tier: 'individual',
    signatureQuota: null,
    onlineDevices: 2,
    maxFileBytes: 50 * MB,
    maxPagesPerFile: 500,
    filesPerUpload: 10,
    signersPerAgreement: 50,
    cloudStorage: true,
    prices: [
      { interval: 'month', currency: 'USD', amount: 999 },
      { interval: 'year', currency: 'USD', amount: 7999 },
      { interval: 'month', currency: 'CNY', amount: 6800 },
      { interval: 'year', currency: 'CNY', amount: 49800 },
    ],
  },
  {
    id: 'enterprise',
    tier: 'enterprise',
    signatureQuota: null,
    onlineDevices: 5,
    maxFileBytes: 50 * MB,
    maxPagesPerFile: 500,
    filesPerUpload: 10,
    signersPerAgreement: 50,
    cloudStorage: true,
    prices: [
      { interval: 'month', currency: 'USD', amount: 2999 },
      { interval: 'year', currency: 'USD', amount: 23999 },
      { interval: 'month', currency: 'CNY', amount: 19800 },
      { interval: 'year', currency: 'CNY', amount: 158000 },
    ],
  },
];

export function planById(id: Plan['id']): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** How long one purchase (or licence code) of a plan lasts. */
export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Plans that can be bought or redeemed; the free plan is what an account has without one. */
export const PAID_PLAN_IDS = ['individual', 'enterprise'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export type Currency = Plan['prices'][number]['currency'];

/** Each region sells in one currency: US dollars internationally, yuan in the China region. */
export const CURRENCY_OF_REGION: Record<Region, Currency> = { intl: 'USD', cn: 'CNY' };

/** A plan's price for a period in a currency, in the smallest unit (cents, fen); null when not sold so. */
export function priceOf(planId: Plan['id'], period: BillingPeriod, currency: Currency): number | null {
  return planById(planId).prices.find((price) => price.interval === period && price.currency === currency)?.amount ?? null;
}

/** Plans rank free < individual < enterprise: a higher plan lifts every limit of a lower one. */
export function planRank(planId: Plan['id']): number {
  return PLANS.findIndex((plan) => plan.id === planId);
}

/** Payment providers the server can take money through (issue 17); none means licence codes only. */
export const PAYMENT_PROVIDERS = ['stripe', 'alipay', 'wechatpay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
