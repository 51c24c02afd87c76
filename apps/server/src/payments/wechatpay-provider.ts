import type { PaymentNotice, PaymentProvider } from './payment-provider.js';
import { WebhookSignatureError } from './payment-provider.js';
import { privateKeyOf, publicKeyOf } from './pem-key.js';
import { decryptWechatpayResource, wechatpayAuthorization, wechatpaySignatureProblem, type WechatpayResource } from './wechatpay-sign.js';

export interface WechatpaySettings {
  appId: string;
  mchId: string;
  /** The serial number of our merchant API certificate (its key signs our requests). */
  mchSerial: string;
  privateKey: string;
  /** WeChat Pay's public key and its id (`PUB_KEY_ID_…`), which sign its answers and notices. */
  wechatpayPublicKey: string;
  wechatpayPublicKeyId: string;
  /** The 32-byte API v3 key that seals notices' resources. */
  apiV3Key: string;
  apiUrl: string;
  /** Where WeChat Pay sends its notices: `${PUBLIC_URL}/v1/checkout/wechatpay/webhook`. */
  notifyUrl: string;
}

interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; currency?: string };
}

const orderIdOf = (raw: string | undefined): bigint | null => (raw && /^\d+$/.test(raw) ? BigInt(raw) : null);

/**
 * WeChat Pay API v3 with node:crypto (there is no official Node SDK; docs/decisions/015): a
 * Native order (desktop: a `code_url` our page shows as a QR code) or an H5 order (phone
 * browser: an `h5_url`), signed with the merchant key; answers and notices checked against
 * WeChat Pay's public key; a notice's resource opened with the API v3 key. The order id is
 * `out_trade_no` and the reference kept on the order.
 */
export function createWechatpayProvider(settings: WechatpaySettings, nowSeconds: () => number = () => Math.floor(Date.now() / 1000)): PaymentProvider {
  const privateKey = privateKeyOf(settings.privateKey);
  const wechatpayKey = publicKeyOf(settings.wechatpayPublicKey);

  async function post(path: string, payload: object): Promise<Record<string, unknown>> {
    const body = JSON.stringify(payload);
    const authorization = wechatpayAuthorization({ mchId: settings.mchId, serialNo: settings.mchSerial, privateKey, method: 'POST', pathWithQuery: path, body });
    const response = await fetch(`${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization, accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'Signet' },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`WeChat Pay ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    const problem = wechatpaySignatureProblem({ headers, body: text, publicKey: wechatpayKey, publicKeyId: settings.wechatpayPublicKeyId, nowSeconds: nowSeconds() });
    if (problem) throw new Error(`WeChat Pay ${path}: answer not signed by WeChat Pay (${problem})`);
    return JSON.parse(text) as Record<string, unknown>;
  }

  return {
    id: 'wechatpay',
    regions: ['cn'],
    webhookReply: { status: 200, contentType: 'application/json; charset=utf-8', body: '{"code":"SUCCESS","message":"OK"}' },
    async startCheckout(request) {
      if (request.currency !== 'CNY') throw new Error(`WeChat Pay takes CNY orders only, not ${request.currency}`);
      const order = {
        appid: settings.appId,
        mchid: settings.mchId,
        description: request.description.slice(0, 127),
        out_trade_no: String(request.orderId),
        notify_url: settings.notifyUrl,
        amount: { total: request.amount, currency: 'CNY' },
      };
      if (request.device === 'phone') {
        const answer = await post('/v3/pay/transactions/h5', { ...order, scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } } });
        if (typeof answer.h5_url !== 'string') throw new Error('WeChat Pay gave no h5_url');
        // After paying, WeChat Pay's page sends the buyer to redirect_url: our return page, which waits for the notice.
        return { providerRef: String(request.orderId), url: `${answer.h5_url}&redirect_url=${encodeURIComponent(request.successUrl)}` };
      }
      const answer = await post('/v3/pay/transactions/native', order);
      if (typeof answer.code_url !== 'string') throw new Error('WeChat Pay gave no code_url');
      return { providerRef: String(request.orderId), url: request.qrPageUrl(answer.code_url) };
    },
    readWebhook(rawBody, headers): PaymentNotice {
      const body = rawBody.toString('utf8');
      const problem = wechatpaySignatureProblem({ headers, body, publicKey: wechatpayKey, publicKeyId: settings.wechatpayPublicKeyId, nowSeconds: nowSeconds() });
      if (problem) throw new WebhookSignatureError(problem);
      const notice = JSON.parse(body) as { id?: string; event_type?: string; resource?: WechatpayResource };
      const eventId = notice.id ?? 'unknown';
      if (!notice.event_type?.startsWith('TRANSACTION.') || !notice.resource) return { eventId, kind: 'other', type: notice.event_type ?? 'unknown' };
      let transaction: Transaction;
      try {
        transaction = JSON.parse(decryptWechatpayResource(notice.resource, settings.apiV3Key)) as Transaction;
      } catch (error) {
        throw new WebhookSignatureError(`resource does not open: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (transaction.mchid !== settings.mchId || transaction.appid !== settings.appId) throw new WebhookSignatureError(`notice for ${transaction.mchid ?? '?'}/${transaction.appid ?? '?'}`);
      const ref = transaction.out_trade_no ?? '';
      switch (transaction.trade_state) {
        case 'SUCCESS':
          return { eventId, kind: 'paid', providerRef: ref, orderId: orderIdOf(ref), amount: transaction.amount?.total ?? -1 };
        case 'CLOSED':
        case 'PAYERROR':
          return { eventId, kind: 'expired', providerRef: ref, orderId: orderIdOf(ref) };
        default:
          return { eventId, kind: 'other', type: `${notice.event_type} ${transaction.trade_state ?? ''}` };
      }
    },
  };
}
