import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeHttpApi, type RecordedRequest } from '../../test/helpers/fake-http-api.js';
import { loadConfig } from '../config/env.js';
import type { Db } from '../db/client.js';
import { AliyunSmsSender } from './aliyun-sms-sender.js';
import { createSmsSender } from './create-sms-sender.js';
import { SmsDeliveryError } from './sms-sender.js';

const ACCESS_KEY_ID = 'LTAI5tSignetTest';
const ACCESS_KEY_SECRET = 'aliyun-test-secret';
const message = (to: string) => ({ to, locale: 'zh-CN' as const, code: '482913', text: '【Signet】您的验证码是 482913，10 分钟内有效。' });

/** Aliyun's answers as documented: a refused message is HTTP 200 with its Code; an outage is 5xx. */
function aliyunAnswer(request: RecordedRequest) {
  const query = new URL(request.url, 'http://fake').searchParams;
  if (request.headers['x-acs-action'] === 'GetSmsTemplate') return { status: 200, body: { Code: 'OK', TemplateCode: query.get('TemplateCode'), AuditStatus: 'AUDIT_STATE_PASS', RequestId: 'R-1' } };
  const number = query.get('PhoneNumbers');
  if (number === '861234') return { status: 200, body: { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号', RequestId: 'R-2' } };
  if (number === '8613900000001') return { status: 200, body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1', RequestId: 'R-3' } };
  if (number === '8613900000002') return { status: 500, body: { Code: 'ServiceUnavailable', Message: 'The request has failed due to a temporary failure of the server.', RequestId: 'R-4' } };
  if (number === '8613900000003') return { status: 400, body: { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.', RequestId: 'R-5' } };
  return { status: 200, body: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'R-6' } };
}

/** Aliyun's V3 signature (ACS3-HMAC-SHA256), recomputed from the request as the gateway would. */
function expectedSignature(request: RecordedRequest, secret: string): string {
  const url = new URL(request.url, 'http://fake');
  const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  const signed = /SignedHeaders=([^,]+)/.exec(String(request.headers.authorization))?.[1] ?? '';
  const headers = signed.split(';').map((name) => `${name}:${String(request.headers[name]).trim()}\n`).join('');
  const canonical = [request.method, url.pathname, query, headers, signed, request.headers['x-acs-content-sha256']].join('\n');
  const toSign = `ACS3-HMAC-SHA256\n${createHash('sha256').update(canonical).digest('hex')}`;
  return createHmac('sha256', secret).update(toSign).digest('hex');
}

describe('AliyunSmsSender against a local fake of Dysmsapi 2017-05-25', () => {
  let fake: Awaited<ReturnType<typeof startFakeHttpApi>>;
  const sender = (endpoint = fake.url) =>
    new AliyunSmsSender({ driver: 'aliyun', accessKeyId: ACCESS_KEY_ID, accessKeySecret: ACCESS_KEY_SECRET, signName: 'Signet签署', templateCode: 'SMS_465820001', endpoint: endpoint.replace(/^http:\/\//, ''), protocol: 'http' });
  beforeAll(async () => {
    fake = await startFakeHttpApi(aliyunAnswer);
  });
  afterAll(() => fake.close());

  it('calls SendSms with the sign name, template and {"code"} parameter, signed with the access key, and answers the BizId', async () => {
    const sent = await sender().send(message('+8613812345678'));
    expect(sent).toEqual({ providerMessageId: '900619746936498440^0' });

    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers).toMatchObject({ 'x-acs-action': 'SendSms', 'x-acs-version': '2017-05-25' });
    const url = new URL(request.url, 'http://fake');
    expect(url.pathname).toBe('/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      PhoneNumbers: '8613812345678',
      SignName: 'Signet签署',
      TemplateCode: 'SMS_465820001',
      TemplateParam: '{"code":"482913"}',
    });
    // The template's wording is Aliyun's: the text itself never leaves.
    expect(request.url + request.body).not.toContain(encodeURIComponent('验证码'));
    expect(request.headers.authorization).toMatch(new RegExp(`^ACS3-HMAC-SHA256 Credential=${ACCESS_KEY_ID},SignedHeaders=[^,]+,Signature=[0-9a-f]{64}$`));
    expect(String(request.headers.authorization).split('Signature=')[1]).toBe(expectedSignature(request, ACCESS_KEY_SECRET));
  });

  it('maps an illegal number (Code isv.MOBILE_NUMBER_ILLEGAL) to a delivery error that is not retried', async () => {
    const error = await sender().send(message('+861234')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error).toMatchObject({ providerCode: 'isv.MOBILE_NUMBER_ILLEGAL', retryable: false });
    expect((error as Error).message).toContain('非法手机号');
  });

  it('retries after a rate limit or an outage (500), never after refused credentials', async () => {
    await expect(sender().send(message('+8613900000001'))).rejects.toMatchObject({ name: 'SmsDeliveryError', providerCode: 'isv.BUSINESS_LIMIT_CONTROL', retryable: true });
    await expect(sender().send(message('+8613900000002'))).rejects.toMatchObject({ name: 'SmsDeliveryError', providerCode: 'ServiceUnavailable', retryable: true });
    await expect(sender().send(message('+8613900000003'))).rejects.toMatchObject({ name: 'SmsDeliveryError', providerCode: 'SignatureDoesNotMatch', retryable: false });
  });

  it('maps an unreachable endpoint to a delivery error that may be retried', async () => {
    const error = await sender(await closedPortUrl()).send(message('+8613812345678')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error).toMatchObject({ retryable: true, providerCode: undefined });
  });

  it('verifies the credentials and the template by reading the template, sending nothing', async () => {
    const before = fake.requests.length;
    await sender().verify();
    const calls = fake.requests.slice(before);
    expect(calls.map((request) => request.headers['x-acs-action'])).toEqual(['GetSmsTemplate']);
    expect(new URL(calls[0]!.url, 'http://fake').searchParams.get('TemplateCode')).toBe('SMS_465820001');
  });

  it('is what SMS_DRIVER=aliyun builds, sending to an ALIYUN_SMS_ENDPOINT given as a URL', async () => {
    const config = loadConfig({ SMS_DRIVER: 'aliyun', ALIYUN_ACCESS_KEY_ID: ACCESS_KEY_ID, ALIYUN_ACCESS_KEY_SECRET: ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME: 'Signet', ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1', ALIYUN_SMS_ENDPOINT: fake.url });
    // Only the outbox driver touches the database.
    const built = createSmsSender(config.sms, {} as Db);
    expect(built).toBeInstanceOf(AliyunSmsSender);
    expect(await built.send(message('+8613812345678'))).toEqual({ providerMessageId: '900619746936498440^0' });
    expect(fake.requests.at(-1)?.headers.host).toBe(fake.url.replace('http://', ''));
  });
});

