import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealWechatpayResource } from '../../test/helpers/fake-wechatpay.js';
import { decryptWechatpayResource, readWechatpayAuthorization, signWechatpayMessage, wechatpayAuthorization, wechatpayMessage, wechatpaySignatureProblem } from './wechatpay-sign.js';

const keys = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const API_V3_KEY = 'a'.repeat(16) + 'B'.repeat(16);

describe('WeChat Pay API v3 signatures', () => {
  it('builds the message the signing guide documents: one part a line, each ended', () => {
    // The guide's example: GET /v3/certificates with an empty body.
    expect(wechatpayMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n');
  });

  it('signs a request’s Authorization so that the merchant’s public key verifies it', () => {
    const merchant = keys();
    const header = wechatpayAuthorization({ mchId: '1900009191', serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C', privateKey: merchant.privateKey, method: 'POST', pathWithQuery: '/v3/pay/transactions/native', body: '{"a":1}', timestamp: 1554208460, nonce: 'n1' });
    const fields = readWechatpayAuthorization(header);
    expect(fields).toMatchObject({ mchid: '1900009191', nonce_str: 'n1', timestamp: '1554208460', serial_no: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C' });
    const check = (publicKey = merchant.publicKey, body = '{"a":1}') =>
      createVerify('RSA-SHA256').update(wechatpayMessage('POST', '/v3/pay/transactions/native', '1554208460', 'n1', body)).verify(publicKey, fields?.signature ?? '', 'base64');
    expect(check()).toBe(true);
    expect(check(keys().publicKey)).toBe(false);
    expect(check(merchant.publicKey, '{"a":2}')).toBe(false);
  });

  it('accepts a notice signed by WeChat Pay’s key with its id, fresh; refuses any other', () => {
    const wechat = keys();
    const body = '{"id":"EV-1"}';
    const signed = (timestamp: number, key = wechat.privateKey) => ({
      'wechatpay-timestamp': String(timestamp),
      'wechatpay-nonce': 'nonce',
      'wechatpay-serial': 'PUB_KEY_ID_1',
      'wechatpay-signature': signWechatpayMessage(wechatpayMessage(String(timestamp), 'nonce', body), key),
    });
    const problem = (headers: Record<string, string>, now = 1_800_000_000, text = body) => wechatpaySignatureProblem({ headers, body: text, publicKey: wechat.publicKey, publicKeyId: 'PUB_KEY_ID_1', nowSeconds: now });
    expect(problem(signed(1_800_000_000))).toBeNull();
    expect(problem(signed(1_800_000_000 - 299))).toBeNull();
    expect(problem(signed(1_800_000_000 - 301))).toMatch(/stale/);
    expect(problem(signed(1_800_000_000 + 301))).toMatch(/stale/);
    expect(problem(signed(1_800_000_000, keys().privateKey))).toBe('the signature does not hold');
    expect(problem(signed(1_800_000_000), 1_800_000_000, '{"id":"EV-2"}')).toBe('the signature does not hold');
    expect(problem({ ...signed(1_800_000_000), 'wechatpay-serial': 'PUB_KEY_ID_2' })).toMatch(/PUB_KEY_ID_2/);
    expect(problem({ ...signed(1_800_000_000), 'wechatpay-signature': 'WECHATPAY/SIGNTEST/abc' })).toBe('signature test probe');
    expect(problem({})).toMatch(/missing/);
  });

  it('opens a resource sealed with AES-256-GCM under the API v3 key, and nothing tampered with', () => {
    const sealed = sealWechatpayResource('{"trade_state":"SUCCESS"}', API_V3_KEY);
    expect(decryptWechatpayResource(sealed, API_V3_KEY)).toBe('{"trade_state":"SUCCESS"}');
    expect(() => decryptWechatpayResource(sealed, 'c'.repeat(32))).toThrow();
    expect(() => decryptWechatpayResource({ ...sealed, associated_data: 'other' }, API_V3_KEY)).toThrow();
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() => decryptWechatpayResource({ ...sealed, ciphertext: bytes.toString('base64') }, API_V3_KEY)).toThrow();
    expect(() => decryptWechatpayResource({ ...sealed, algorithm: 'AES' }, API_V3_KEY)).toThrow(/algorithm/);
  });
});
