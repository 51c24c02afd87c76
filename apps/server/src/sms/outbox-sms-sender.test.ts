import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../test/helpers/database.js';
import { createSmsSender } from './create-sms-sender.js';
import { OutboxSmsSender } from './outbox-sms-sender.js';
import { listOutboxSms } from './sms-outbox-repository.js';

describe.each(databaseTargets())('OutboxSmsSender on %s', (kind) => {
  let database: TestDatabase;
  let sender: OutboxSmsSender;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    sender = new OutboxSmsSender(database.db);
  });
  afterAll(() => database.drop());

  it('keeps the number, the text as sent and the locale, and answers an id of its own', async () => {
    const sent = await sender.send({ to: '+8613812345678', locale: 'zh-CN', code: '482913', text: '【Signet】您的验证码是 482913，10 分钟内有效。' });
    expect(sent.providerMessageId).toMatch(/^outbox-\d+$/);
    const [kept] = await listOutboxSms(database.db, { to: '+8613812345678', limit: 1 });
    expect(kept).toEqual({
      id: BigInt(sent.providerMessageId.slice('outbox-'.length)),
      to: '+8613812345678',
      text: '【Signet】您的验证码是 482913，10 分钟内有效。',
      locale: 'zh-CN',
      createdAt: expect.any(String),
    });
    expect(new Date(kept!.createdAt).toISOString()).toBe(kept!.createdAt);
  });

  it('lists newest first, filtered by number', async () => {
    for (const [index, to] of ['+14155550101', '+14155550102', '+14155550101'].entries()) {
      await sender.send({ to, locale: 'en-US', code: '000000', text: `Message ${index}` });
    }
    expect((await listOutboxSms(database.db, { to: '+14155550101', limit: 10 })).map((m) => m.text)).toEqual(['Message 2', 'Message 0']);
    expect((await listOutboxSms(database.db, { limit: 2 })).map((m) => m.text)).toEqual(['Message 2', 'Message 1']);
    expect(await listOutboxSms(database.db, { to: '+10000000000', limit: 10 })).toEqual([]);
  });

  it('is what createSmsSender builds for SMS_DRIVER=outbox', () => {
    const built = createSmsSender({ driver: 'outbox' }, database.db);
    expect(built).toBeInstanceOf(OutboxSmsSender);
    expect(built.driver).toBe('outbox');
    expect(built.verify).toBeUndefined();
  });
});
