import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alipaySigningText, alipayTimestamp, fenOf, signAlipayParams, verifyAlipayNotice, yuanOf } from './alipay-sign.js';

const keys = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('Alipay RSA2 signatures', () => {
  it('signs the text Alipay documents: parameters sorted, empty ones and sign left out, values not encoded', () => {
    // The example of "the string to sign" in Alipay's open API signing guide.
    const params = {
      method: 'alipay.mobile.public.menu.add',
      charset: 'GBK',
      sign_type: 'RSA2',
      timestamp: '2014-07-24 03:07:50',
      biz_content: '{"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"}]}',
      app_id: '2014072300007148',
      version: '1.0',
      sign: 'ignored',
      empty: '',
    };
    expect(alipaySigningText(params)).toBe(
      'app_id=2014072300007148&biz_content={"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"}]}&charset=GBK&method=alipay.mobile.public.menu.add&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0',
    );
  });

  it('verifies a notice signed by the key pair’s private half, leaving out sign_type, and nothing else', () => {
    const alipay = keys();
    const notice: Record<string, string> = { app_id: '2021', out_trade_no: '42', trade_status: 'TRADE_SUCCESS', total_amount: '128.00', subject: '签名 Individual' };
    const signed = { ...notice, sign: signAlipayParams(notice, alipay.privateKey), sign_type: 'RSA2' };
    expect(verifyAlipayNotice(signed, alipay.publicKey)).toBe(true);
    expect(verifyAlipayNotice({ ...signed, total_amount: '1.28' }, alipay.publicKey)).toBe(false);
    expect(verifyAlipayNotice(signed, keys().publicKey)).toBe(false);
    expect(verifyAlipayNotice({ ...signed, sign: '' }, alipay.publicKey)).toBe(false);
  });

  it('writes fen as yuan with two decimals and reads them back; Beijing time stamps', () => {
    expect(yuanOf(12800)).toBe('128.00');
    expect(yuanOf(5)).toBe('0.05');
    expect(yuanOf(199_999)).toBe('1999.99');
    expect(fenOf('128.00')).toBe(12800);
    expect(fenOf('0.5')).toBe(50);
    expect(fenOf('12')).toBe(1200);
    expect(fenOf('1e3')).toBeNull();
    expect(fenOf('-1.00')).toBeNull();
    expect(alipayTimestamp(new Date('2026-11-28T16:30:05Z'))).toBe('2026-11-29 00:30:05');
  });
});
