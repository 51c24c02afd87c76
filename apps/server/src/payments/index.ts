import type { Config } from '../config/env.js';
import type { PaymentProvider } from './payment-provider.js';

export type { PaymentProvider } from './payment-provider.js';

/**
 * The payment providers this configuration switches on (none by default: plans then come by
 * licence code). The Stripe SDK is loaded only when Stripe is configured.
 */
export async function createPaymentProviders(payments: Config['payments']): Promise<PaymentProvider[]> {
  if (!payments.stripe) return [];
  const { createStripeProvider } = await import('./stripe-provider.js');
  return [createStripeProvider(payments.stripe)];
}
