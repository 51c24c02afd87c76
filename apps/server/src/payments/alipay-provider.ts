import type { PaymentNotice, PaymentProvider } from './payment-provider.js';
import { WebhookSignatureError } from './payment-provider.js';
import { alipayTimestamp, fenOf, signAlipayParams, verifyAlipayNotice, yuanOf } from './alipay-sign.js';
import { privateKeyOf, publicKeyOf } from './pem-key.js';

export interface AlipaySettings {
  appId: string;
  /** Our application private key (PEM or Alipay's bare base64), which signs requests. */
  privateKey: string;
  /** Alipay's public key (not ours), which signs its notices. */
  alipayPublicKey: string;
  gatewayUrl: string;
  /** Where Alipay sends its notices: `${PUBLIC_URL}/v1/checkout/alipay/webhook`. */
  notifyUrl: string;
}

const orderIdOf = (raw: string | undefined): bigint | null => (raw && /^\d+$/.test(raw) ? BigInt(raw) : null);

/**
 * Alipay's open API with node:crypto (docs/decisions/015): a signed `alipay.trade.page.pay`
 * (desktop) or `alipay.trade.wap.pay` (phone) request, sent as the gateway URL the buyer opens,
 * and its RSA2-signed form notices. The order id is `out_trade_no`, and also the provider's
 * reference kept on the order, so a notice finds its order however early it comes.
 */
export function createAlipayProvider(settings: AlipaySettings, now: () => Date = () => new Date()): PaymentProvider {
  const privateKey = privateKeyOf(settings.privateKey);
  const alipayKey = publicKeyOf(settings.alipayPublicKey);
  return {
    id: 'alipay',
    regions: ['cn'],
    // Alipay repeats a notice until it reads exactly this.
    webhookReply: { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' },
    async startCheckout(request) {
      if (request.currency !== 'CNY') throw new Error(`Alipay takes CNY orders only, not ${request.currency}`);
      const phone = request.device === 'phone';
      const params: Record<string, string> = {
        app_id: settings.appId,
        method: phone ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: alipayTimestamp(now()),
        version: '1.0',
        notify_url: settings.notifyUrl,
        return_url: request.successUrl,
        biz_content: JSON.stringify({
          out_trade_no: String(request.orderId),
          total_amount: yuanOf(request.amount),
          subject: request.description,
          product_code: phone ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
          ...(phone ? { quit_url: request.cancelUrl } : {}),
        }),
      };
      params.sign = signAlipayParams(params, privateKey);
      return { providerRef: String(request.orderId), url: `${settings.gatewayUrl}?${new URLSearchParams(params).toString()}` };
    },
    readWebhook(rawBody): PaymentNotice {
      const params = Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
      if (!params.sign) throw new WebhookSignatureError('no sign parameter');
      if (!verifyAlipayNotice(params, alipayKey)) throw new WebhookSignatureError('the RSA2 signature does not hold');
      // Signed by Alipay, but for another application of the same merchant: not ours to act on.
      if (params.app_id !== settings.appId) throw new WebhookSignatureError(`notice for app_id ${params.app_id ?? '(none)'}`);
      const eventId = params.notify_id ?? `${params.out_trade_no}:${params.trade_status}`;
      const ref = params.out_trade_no ?? '';
      switch (params.trade_status) {
        case 'TRADE_SUCCESS':
        case 'TRADE_FINISHED':
          return { eventId, kind: 'paid', providerRef: ref, orderId: orderIdOf(ref), amount: fenOf(params.total_amount ?? '') ?? -1 };
        case 'TRADE_CLOSED':
          return { eventId, kind: 'expired', providerRef: ref, orderId: orderIdOf(ref) };
        default:
          return { eventId, kind: 'other', type: params.trade_status ?? params.notify_type ?? 'unknown' };
      }
    },
  };
}
