import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { LIMITS, PLANS } from '@signet/contracts';
import { appBasicAuthHeader, buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation } from '../../../test/helpers/call-operation.js';
import { databaseTargets } from '../../../test/helpers/database.js';

describe.each(databaseTargets())('GET /v1/app/config on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      env: {
        CN_HOSTNAMES: 'signet.cn',
        SERVICE_HOSTS_CN: '{"sign":"https://sign.signet.cn"}',
        OPERATOR_NAME: 'Example Trust Ltd',
        OPERATOR_EMAIL: 'legal@example.com',
        LEGAL_EFFECTIVE_DATE: '2027-01-31',
      },
    });
  });
  afterAll(() => t.close());

  it('gives the web client locales, regions, limits and plans', async () => {
    const res = await callOperation(t, contract.getPublicConfig, {}, { headers: { authorization: appBasicAuthHeader(t.config) } });
    expect(res.status).toBe(200);
    const { code } = res;
    const data = res.result;
    expect(code).toBe(200);
    expect(data.locales).toEqual(['en-US', 'zh-CN']);
    expect(data.defaultLocale).toBe('en-US');
    expect(data.regions.cn).toEqual({
      locales: ['zh-CN', 'en-US'],
      hosts: { sign: 'https://sign.signet.cn' },
      hostnames: ['signet.cn'],
    });
    expect(data.regions.intl.hosts).toEqual({});
    expect(data.limits.filesPerUpload).toBe(LIMITS.filesPerUpload);
    expect(data.plans.map((p) => p.id)).toEqual(PLANS.map((p) => p.id));
    expect(data.devTools).toBe(true);
  });

  it('names the operator for the legal pages, without an address none was configured for', async () => {
    const res = await callOperation(t, contract.getPublicConfig, {}, { headers: { authorization: appBasicAuthHeader(t.config) } });
    expect(res.result.operator).toEqual({ name: 'Example Trust Ltd', email: 'legal@example.com', legalEffectiveDate: '2027-01-31' });
  });

  it('refuses a caller without the web client basic authorization', async () => {
    const missing = await callOperation(t, contract.getPublicConfig);
    expect(missing.status).toBe(401);
    expect(missing.code).toBe(401);
    const wrong = await callOperation(t, contract.getPublicConfig, {}, { headers: { authorization: `Basic ${Buffer.from('x:y').toString('base64')}` } });
    expect(wrong.code).toBe(401);
  });
});
