import { rsaKeyPair, startFakeAlipay } from './fake-alipay.js';
import { FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from './fake-stripe.js';
import { startFakeWechatpay } from './fake-wechatpay.js';

export const ALIPAY_APP_ID = '2021000000000001';
export const WECHAT = { appId: 'wx8888888888888888', mchId: '1900000109', serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', apiV3Key: 'signetSignetSignetSignetSignet32' };
export const alipayMerchant = rsaKeyPair();
export const wechatMerchant = rsaKeyPair();

/** Both China providers (and Stripe, for the international region) on, against local fakes. */
export async function startChinaProviders(options: { stripe: boolean }) {
  const alipay = await startFakeAlipay({ appId: ALIPAY_APP_ID, publicKey: alipayMerchant.publicKey });
  const wechat = await startFakeWechatpay({ ...WECHAT, publicKey: wechatMerchant.publicKey });
  const stripe = options.stripe ? await startFakeStripe() : null;
  const env = {
    ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY: alipayMerchant.privatePem,
    ALIPAY_PUBLIC_KEY: alipay.publicPem,
    ALIPAY_GATEWAY_URL: alipay.gatewayUrl,
    WECHATPAY_APP_ID: WECHAT.appId,
    WECHATPAY_MCH_ID: WECHAT.mchId,
    WECHATPAY_MCH_SERIAL: WECHAT.serialNo,
    WECHATPAY_PRIVATE_KEY: wechatMerchant.privatePem,
    WECHATPAY_PUBLIC_KEY: wechat.publicPem,
    WECHATPAY_PUBLIC_KEY_ID: wechat.publicKeyId,
    WECHATPAY_API_V3_KEY: WECHAT.apiV3Key,
    WECHATPAY_API_URL: wechat.url,
    ...(stripe ? { STRIPE_SECRET_KEY: 'sk_test_signet', STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url } : {}),
  };
  return { alipay, wechat, stripe, env, close: () => Promise.all([alipay.close(), wechat.close(), stripe?.close()]) };
}
