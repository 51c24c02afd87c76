import { z } from 'zod';

/** The payment providers' settings (issues 17 and 32), a part of the environment (env.ts). */
export const PAYMENTS_ENV = {
  // Payments (issue 17): Stripe is on when its secret key is set. STRIPE_API_URL points the SDK
  // elsewhere (a local fake in tests); unset, it talks to api.stripe.com.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().optional(),
  // Alipay (issue 32, China region): on when the app id and both keys are set. Keys are PEM or
  // Alipay's bare base64; ALIPAY_PUBLIC_KEY is Alipay's key, not ours.
  ALIPAY_APP_ID: z.string().min(1).optional(),
  ALIPAY_PRIVATE_KEY: z.string().min(1).optional(),
  ALIPAY_PUBLIC_KEY: z.string().min(1).optional(),
  ALIPAY_GATEWAY_URL: z.url().default('https://openapi.alipay.com/gateway.do'),
  // WeChat Pay API v3 (issue 32, China region): on when all of these but the URL are set.
  WECHATPAY_APP_ID: z.string().min(1).optional(),
  WECHATPAY_MCH_ID: z.string().min(1).optional(),
  WECHATPAY_MCH_SERIAL: z.string().min(1).optional(),
  WECHATPAY_PRIVATE_KEY: z.string().min(1).optional(),
  WECHATPAY_PUBLIC_KEY: z.string().min(1).optional(),
  WECHATPAY_PUBLIC_KEY_ID: z.string().min(1).optional(),
  WECHATPAY_API_V3_KEY: z
    .string()
    .refine((key) => Buffer.byteLength(key, 'utf8') === 32, 'must be the 32-byte API v3 key')
    .optional(),
  WECHATPAY_API_URL: z.url().default('https://api.mch.weixin.qq.com'),
};

type PaymentsEnv = z.output<z.ZodObject<typeof PAYMENTS_ENV>>;

const ALIPAY_ENV = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;
const WECHATPAY_ENV = ['WECHATPAY_APP_ID', 'WECHATPAY_MCH_ID', 'WECHATPAY_MCH_SERIAL', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_PUBLIC_KEY_ID', 'WECHATPAY_API_V3_KEY'] as const;

/** Payment settings that depend on each other. */
export function paymentsProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  // Without the webhook secret no payment could ever be confirmed.
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set');
  // A provider half configured is a mistake, never a provider quietly off.
  for (const group of [ALIPAY_ENV, WECHATPAY_ENV]) {
    const set = group.filter((key) => env[key]);
    if (set.length > 0 && set.length < group.length) problems.push(...group.filter((key) => !env[key]).map((key) => `${key}: is required when ${set[0]} is set`));
  }
  return problems;
}

/** The providers switched on, with their settings; null for each one that is off. */
export function paymentsConfig(env: PaymentsEnv) {
  return {
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL ?? null }
        : null,
    alipay:
      env.ALIPAY_APP_ID && env.ALIPAY_PRIVATE_KEY && env.ALIPAY_PUBLIC_KEY
        ? { appId: env.ALIPAY_APP_ID, privateKey: env.ALIPAY_PRIVATE_KEY, alipayPublicKey: env.ALIPAY_PUBLIC_KEY, gatewayUrl: env.ALIPAY_GATEWAY_URL }
        : null,
    wechatpay:
      env.WECHATPAY_APP_ID && env.WECHATPAY_MCH_ID && env.WECHATPAY_MCH_SERIAL && env.WECHATPAY_PRIVATE_KEY && env.WECHATPAY_PUBLIC_KEY && env.WECHATPAY_PUBLIC_KEY_ID && env.WECHATPAY_API_V3_KEY
        ? {
            appId: env.WECHATPAY_APP_ID,
            mchId: env.WECHATPAY_MCH_ID,
            mchSerial: env.WECHATPAY_MCH_SERIAL,
            privateKey: env.WECHATPAY_PRIVATE_KEY,
            wechatpayPublicKey: env.WECHATPAY_PUBLIC_KEY,
            wechatpayPublicKeyId: env.WECHATPAY_PUBLIC_KEY_ID,
            apiV3Key: env.WECHATPAY_API_V3_KEY,
            apiUrl: env.WECHATPAY_API_URL.replace(/\/$/, ''),
          }
        : null,
  };
}
