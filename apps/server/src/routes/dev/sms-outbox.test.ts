import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@signet/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { callOperation, resultOf } from '../../../test/helpers/call-operation.js';
import { databaseTargets, runsOnPglite } from '../../../test/helpers/database.js';
import { startFakeHttpApi } from '../../../test/helpers/fake-http-api.js';
import { latestSms, latestSmsCode } from '../../../test/helpers/sms.js';

describe.each(databaseTargets())('development SMS outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('keeps a test text message in the outbox, in the caller\'s language, listed by its full number', async () => {
    const sent = await resultOf(t, contract.sendTestSms, { body: { to: '+8613812345678' } }, { locale: 'zh-CN' });
    expect(sent.driver).toBe('outbox');

    const kept = await latestSms(t, '+8613812345678');
    expect(sent.providerMessageId).toBe(`outbox-${kept.id}`);
    expect(kept.text).toMatch(/^Signet 测试短信：验证码示例 \d{6}。$/);
    expect(await latestSmsCode(t, '+8613812345678')).toBe(/\d{6}/.exec(kept.text)?.[0]);

    await resultOf(t, contract.sendTestSms, { body: { to: '+14155550100' } });
    const { messages } = await resultOf(t, contract.listOutboxSms, { query: { to: '+8613812345678' } });
    expect(messages).toEqual([{ id: kept.id, to: '+8613812345678', text: kept.text, locale: 'zh-CN', createdAt: kept.createdAt }]);
    const all = await resultOf(t, contract.listOutboxSms, { query: {} });
    expect(all.messages.map((message) => message.to)).toEqual(['+14155550100', '+8613812345678']);
    expect(all.messages[0]?.text).toMatch(/^Signet test message: your code would be \d{6}\.$/);
  });

  it('refuses a number that is not in E.164 with the failing field named', async () => {
    for (const to of ['13812345678', '+86 138 1234 5678', '+0123456789']) {
      const refused = await callOperation(t, contract.sendTestSms, { body: { to } });
      expect(refused).toMatchObject({ code: 403, msg: 'Parameter error' });
      expect(refused.errorData(403)?.issues?.map((issue) => issue.path)).toEqual(['to']);
    }
  });
});

describe.runIf(runsOnPglite())('development SMS outbox with Twilio configured', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeHttpApi>>;
  beforeAll(async () => {
    fake = await startFakeHttpApi((request) => {
      const to = new URLSearchParams(request.body).get('To');
      if (to === '+15005550001') return { status: 400, body: { code: 21211, message: "Invalid 'To' Phone Number", status: 400 } };
      if (to === '+15005550009') return { status: 503, body: { code: 20503, message: 'Service Unavailable', status: 503 } };
      return { status: 201, body: { sid: 'SMfeedfacefeedfacefeedfacefeedface', status: 'queued' } };
    });
    t = await buildTestApp('pglite', {
      env: { SMS_DRIVER: 'twilio', TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+14155550100', TWILIO_API_BASE_URL: fake.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends through Twilio and answers its message SID, keeping nothing in the outbox', async () => {
    expect(await resultOf(t, contract.sendTestSms, { body: { to: '+447700900123' } })).toEqual({ driver: 'twilio', providerMessageId: 'SMfeedfacefeedfacefeedfacefeedface' });
    expect(new URLSearchParams(fake.requests.at(-1)?.body).get('Body')).toMatch(/^Signet test message: your code would be \d{6}\.$/);
    expect((await resultOf(t, contract.listOutboxSms, { query: {} })).messages).toEqual([]);
  });

  it('answers a refused number with 8421 and a provider outage with 8422, each explained in the caller\'s language', async () => {
    expect(await callOperation(t, contract.sendTestSms, { body: { to: '+15005550001' } })).toMatchObject({
      code: contract.ErrorCode.SmsRefused,
      msg: 'The text message could not be sent to this number. Check the number and try again.',
    });
    expect(await callOperation(t, contract.sendTestSms, { body: { to: '+15005550009' } }, { locale: 'zh-CN' })).toMatchObject({
      code: contract.ErrorCode.SmsUnavailable,
      msg: '暂时无法发送短信，请几分钟后重试。',
    });
  });
});

describe.runIf(runsOnPglite())('development SMS outbox when dev tools are off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: { DEV_TOOLS: 'false' } });
  });
  afterAll(() => t.close());

  it('is not served', async () => {
    expect((await callOperation(t, contract.listOutboxSms)).code).toBe(404);
    expect((await callOperation(t, contract.sendTestSms, { body: { to: '+14155550100' } })).code).toBe(404);
  });
});
