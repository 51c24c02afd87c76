import { createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { alipaySigningText, alipayTimestamp, signAlipayParams } from '../../src/payments/alipay-sign.js';

/** An RSA key pair as PEM, the form the ALIPAY_* and WECHATPAY_* keys are configured in. */
export function rsaKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export interface FakeAlipayTrade {
  /** The request's parameters as the gateway received them (biz_content still JSON). */
  params: Record<string, string>;
  biz: { out_trade_no: string; total_amount: string; subject: string; product_code: string; quit_url?: string };
  tradeNo: string;
}

/**
 * Alipay's gateway on a local port, as far as Signet uses it: `alipay.trade.page.pay` and
 * `alipay.trade.wap.pay` opened as a GET, refused unless OUR key signed them (as Alipay does),
 * a pay page, and form notices signed with the fake's OWN key, which the server is configured to
 * trust as Alipay's public key. Paying posts the notice to the request's notify_url.
 */
export async function startFakeAlipay(merchant: { appId: string; publicKey: KeyObject }) {
  const alipay = rsaKeyPair();
  const trades: FakeAlipayTrade[] = [];
  const refused: string[] = [];
  let notices = 0;

  const checkRequest = (params: Record<string, string>): string | null => {
    if (params.app_id !== merchant.appId) return 'invalid-app-id';
    if (params.sign_type !== 'RSA2' || params.charset !== 'utf-8' || params.version !== '1.0') return 'invalid-parameter';
    if (!['alipay.trade.page.pay', 'alipay.trade.wap.pay'].includes(params.method ?? '')) return 'invalid-method';
    if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(params.timestamp ?? '')) return 'invalid-timestamp';
    const holds = createVerify('RSA-SHA256').update(alipaySigningText(params), 'utf8').verify(merchant.publicKey, params.sign ?? '', 'base64');
    return holds ? null : 'invalid-signature';
  };

  /** A notice as Alipay posts it: the form body, signed by the fake's key (or `key` to forge one). */
  const notice = (outTradeNo: string, tradeStatus: 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED' | 'WAIT_BUYER_PAY', options: { key?: KeyObject; appId?: string; totalAmount?: string } = {}) => {
    const trade = trades.find((candidate) => candidate.biz.out_trade_no === outTradeNo);
    const params: Record<string, string> = {
      notify_time: alipayTimestamp(new Date()),
      notify_type: 'trade_status_sync',
      notify_id: `ntf_${++notices}_${randomBytes(4).toString('hex')}`,
      app_id: options.appId ?? merchant.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade?.tradeNo ?? `2026${outTradeNo.padStart(12, '0')}`,
      out_trade_no: outTradeNo,
      trade_status: tradeStatus,
      total_amount: options.totalAmount ?? trade?.biz.total_amount ?? '0.00',
      subject: trade?.biz.subject ?? '',
      buyer_id: '2088102177846880',
      seller_id: '2088101117955611',
    };
    // Alipay's notice signature leaves out sign_type; signAlipayParams signs all but sign.
    const { sign_type: signType, ...signed } = params;
    const body = new URLSearchParams({ ...params, sign_type: signType ?? 'RSA2', sign: signAlipayParams(signed, options.key ?? alipay.privateKey) }).toString();
    return body;
  };

  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', base);
      if (request.method === 'GET' && url.pathname === '/gateway.do') {
        const params = Object.fromEntries(url.searchParams);
        const problem = checkRequest(params);
        if (problem) {
          refused.push(problem);
          response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
          response.end(`<!doctype html><html lang="en"><title>Error</title><p>错误代码 ${problem}</p></html>`);
          return;
        }
        const biz = JSON.parse(params.biz_content ?? '{}') as FakeAlipayTrade['biz'];
        let trade = trades.find((candidate) => candidate.biz.out_trade_no === biz.out_trade_no);
        if (!trade) trades.push((trade = { params, biz, tradeNo: `2026${String(trades.length + 1).padStart(12, '0')}` }));
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(payPage(trade));
        return;
      }
      const paying = /^\/pay\/(\d+)$/.exec(url.pathname);
      const trade = paying ? trades.find((candidate) => candidate.biz.out_trade_no === paying[1]) : undefined;
      if (request.method === 'POST' && trade) {
        // As Alipay does: the notice goes to notify_url, and the buyer back to return_url.
        void fetch(trade.params.notify_url ?? '', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body: notice(trade.biz.out_trade_no, 'TRADE_SUCCESS') })
          .catch(() => undefined)
          .finally(() => {
            response.writeHead(302, { location: trade.params.return_url ?? '/' });
            response.end();
          });
        return;
      }
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end(`no fake for ${request.method} ${url.pathname}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    gatewayUrl: `${base}/gateway.do`,
    /** Alipay's public key, as ALIPAY_PUBLIC_KEY. */
    publicPem: alipay.publicPem,
    trades,
    /** Why requests were refused (`invalid-signature`, …), in order. */
    refused,
    notice,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function payPage(trade: FakeAlipayTrade): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>Fake Alipay</title></head><body>
<main><h1>支付宝 ${escape(trade.biz.subject)}</h1><p>¥${escape(trade.biz.total_amount)}</p>
<form method="post" action="/pay/${escape(trade.biz.out_trade_no)}"><button type="submit">Pay</button></form></main></body></html>`;
}
