import { createCipheriv, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readWechatpayAuthorization, signWechatpayMessage, wechatpayMessage, WECHATPAY_MAX_SKEW_SECONDS, type WechatpayResource } from '../../src/payments/wechatpay-sign.js';
import { rsaKeyPair } from './fake-alipay.js';

export const FAKE_WECHATPAY_PUBLIC_KEY_ID = 'PUB_KEY_ID_0111111111112026112800000000000000';

export interface FakeWechatpayOrder {
  kind: 'native' | 'h5';
  body: {
    appid: string;
    mchid: string;
    description: string;
    out_trade_no: string;
    notify_url: string;
    amount: { total: number; currency: string };
    scene_info?: { payer_client_ip?: string };
  };
  prepayId: string;
}

/** Seals a notice's resource as WeChat Pay does: AES-256-GCM under the API v3 key, the tag after the ciphertext. */
export function sealWechatpayResource(plaintext: string, apiV3Key: string, associatedData = 'transaction'): WechatpayResource {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: sealed.toString('base64'), associated_data: associatedData, nonce };
}

/**
 * WeChat Pay API v3 on a local port, as far as Signet uses it: Native and H5 orders, refused
 * (401 SIGN_ERROR) unless OUR merchant key signed the request's Authorization, answered with
 * WeChat Pay's own signature headers; and notices signed with the fake's OWN key (the server
 * trusts it as WECHATPAY_PUBLIC_KEY) with the resource sealed under the API v3 key.
 */
export async function startFakeWechatpay(merchant: { appId: string; mchId: string; serialNo: string; publicKey: KeyObject; apiV3Key: string }) {
  const wechat = rsaKeyPair();
  const orders: FakeWechatpayOrder[] = [];
  const refused: string[] = [];
  let notices = 0;

  const signedHeaders = (body: string, options: { key?: KeyObject; timestamp?: number; serial?: string } = {}) => {
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': options.serial ?? FAKE_WECHATPAY_PUBLIC_KEY_ID,
      'wechatpay-signature': signWechatpayMessage(wechatpayMessage(timestamp, nonce, body), options.key ?? wechat.privateKey),
    };
  };

  const checkAuthorization = (headers: IncomingHttpHeaders, method: string, path: string, body: string): string | null => {
    const fields = readWechatpayAuthorization(headers.authorization ?? '');
    if (!fields) return 'no WECHATPAY2-SHA256-RSA2048 authorization';
    if (fields.mchid !== merchant.mchId || fields.serial_no !== merchant.serialNo) return 'unknown merchant or certificate serial';
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > WECHATPAY_MAX_SKEW_SECONDS) return 'stale timestamp';
    const message = wechatpayMessage(method, path, fields.timestamp ?? '', fields.nonce_str ?? '', body);
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(merchant.publicKey, fields.signature ?? '', 'base64') ? null : 'signature does not hold';
  };

  /** A notice as WeChat Pay posts it about a trade: JSON body and signed headers (options forge or age it). */
  const notice = (outTradeNo: string, tradeState: 'SUCCESS' | 'CLOSED' | 'PAYERROR' | 'NOTPAY', options: { key?: KeyObject; timestamp?: number; serial?: string; apiV3Key?: string; total?: number } = {}) => {
    const order = orders.find((candidate) => candidate.body.out_trade_no === outTradeNo);
    const transaction = {
      appid: merchant.appId,
      mchid: merchant.mchId,
      out_trade_no: outTradeNo,
      transaction_id: `4200002026${String(++notices).padStart(18, '0')}`,
      trade_type: order?.kind === 'h5' ? 'MWEB' : 'NATIVE',
      trade_state: tradeState,
      trade_state_desc: tradeState,
      success_time: new Date().toISOString(),
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total: options.total ?? order?.body.amount.total ?? 0, payer_total: options.total ?? order?.body.amount.total ?? 0, currency: 'CNY', payer_currency: 'CNY' },
    };
    const body = JSON.stringify({
      id: `EV-2026-${notices}-${randomBytes(4).toString('hex')}`,
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: tradeState === 'SUCCESS' ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.CLOSED',
      summary: tradeState,
      resource: { original_type: 'transaction', ...sealWechatpayResource(JSON.stringify(transaction), options.apiV3Key ?? merchant.apiV3Key) },
    });
    return { body, headers: { 'content-type': 'application/json', ...signedHeaders(body, options) } };
  };

  /** The buyer pays (scans the code, or presses Pay on the H5 page): the notice goes to notify_url. */
  const pay = async (outTradeNo: string) => {
    const order = orders.find((candidate) => candidate.body.out_trade_no === outTradeNo);
    if (!order) throw new Error(`no WeChat Pay order ${outTradeNo}`);
    const { body, headers } = notice(outTradeNo, 'SUCCESS');
    return fetch(order.body.notify_url, { method: 'POST', headers, body });
  };

  const answer = (response: ServerResponse, status: number, payload: object) => {
    const body = JSON.stringify(payload);
    response.writeHead(status, { 'content-type': 'application/json', ...signedHeaders(body) });
    response.end(body);
  };

  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', base);
      const placing = /^\/v3\/pay\/transactions\/(native|h5)$/.exec(url.pathname);
      if (request.method === 'POST' && placing) {
        const problem = checkAuthorization(request.headers, 'POST', request.url ?? '', body);
        if (problem) {
          refused.push(problem);
          answer(response, 401, { code: 'SIGN_ERROR', message: problem });
          return;
        }
        const kind = placing[1] as 'native' | 'h5';
        const order = JSON.parse(body) as FakeWechatpayOrder['body'];
        if (order.mchid !== merchant.mchId || order.appid !== merchant.appId) return answer(response, 400, { code: 'APPID_MCHID_NOT_MATCH', message: 'appid and mchid do not match' });
        if (order.amount.currency !== 'CNY' || !Number.isInteger(order.amount.total)) return answer(response, 400, { code: 'PARAM_ERROR', message: 'amount' });
        if (kind === 'h5' && !order.scene_info?.payer_client_ip) return answer(response, 400, { code: 'PARAM_ERROR', message: 'scene_info.payer_client_ip is required' });
        const known = orders.find((candidate) => candidate.body.out_trade_no === order.out_trade_no);
        const placed = known ?? { kind, body: order, prepayId: `wx${Date.now()}${orders.length + 1}` };
        if (!known) orders.push(placed);
        answer(response, 200, kind === 'native' ? { code_url: `weixin://wxpay/bizpayurl?pr=${placed.prepayId}` } : { h5_url: `${base}/h5pay?prepay_id=${placed.prepayId}` });
        return;
      }
      const h5 = orders.find((candidate) => candidate.prepayId === url.searchParams.get('prepay_id'));
      if (url.pathname === '/h5pay' && h5 && request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>Fake WeChat Pay</title></head><body><main><h1>微信支付</h1><p>¥${(h5.body.amount.total / 100).toFixed(2)}</p>
<form method="post"><button type="submit">Pay</button></form></main></body></html>`);
        return;
      }
      if (url.pathname === '/h5pay' && h5 && request.method === 'POST') {
        void pay(h5.body.out_trade_no)
          .catch(() => undefined)
          .finally(() => {
            response.writeHead(302, { location: url.searchParams.get('redirect_url') ?? '/' });
            response.end();
          });
        return;
      }
      answer(response, 404, { code: 'NOT_FOUND', message: `no fake for ${request.method} ${url.pathname}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    /** WeChat Pay's public key and its id, as WECHATPAY_PUBLIC_KEY and WECHATPAY_PUBLIC_KEY_ID. */
    publicPem: wechat.publicPem,
    publicKeyId: FAKE_WECHATPAY_PUBLIC_KEY_ID,
    orders,
    refused,
    notice,
    pay,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
