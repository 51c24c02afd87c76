import type { Config } from '../config/env.js';
import type { PaymentProvider } from './payment-provider.js';

export type { PaymentProvider } from './payment-provider.js';

/** Where a provider's notices come: `POST /v1/checkout/{provider}/webhook` on the public address. */
export const webhookUrl = (publicUrl: string, provider: PaymentProvider['id']): string => `${publicUrl}/v1/checkout/${provider}/webhook`;

/**
 * The payment providers this configuration switches on (none by default: plans then come by
 * licence code), in the order an order takes them when it asks for none: the China region's own
 * (Alipay, then WeChat Pay) before Stripe. Each provider's code is loaded only when it is on.
 */
export async function createPaymentProviders(payments: Config['payments'], publicUrl: string): Promise<PaymentProvider[]> {
  const providers: PaymentProvider[] = [];
  if (payments.alipay) {
    const { createAlipayProvider } = await import('./alipay-provider.js');
    providers.push(createAlipayProvider({ ...payments.alipay, notifyUrl: webhookUrl(publicUrl, 'alipay') }));
  }
  if (payments.wechatpay) {
    const { createWechatpayProvider } = await import('./wechatpay-provider.js');
    providers.push(createWechatpayProvider({ ...payments.wechatpay, notifyUrl: webhookUrl(publicUrl, 'wechatpay') }));
  }
  if (payments.stripe) {
    const { createStripeProvider } = await import('./stripe-provider.js');
    providers.push(createStripeProvider(payments.stripe));
  }
  return providers;
}
