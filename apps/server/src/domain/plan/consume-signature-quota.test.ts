import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppError, ErrorCode, planById } from '@signet/contracts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../../test/helpers/database.js';
import { buildUser } from '../../../test/helpers/factories.js';
import { consumeSignatureQuota } from './consume-signature-quota.js';

describe.each(databaseTargets())('consumeSignatureQuota on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  const failureCode = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (error as AppError).code);

  it('counts sends until the free quota is used up, then answers 7206', async () => {
    const user = await buildUser(database.db);
    const quota = planById('free').signatureQuota ?? 0;
    for (let i = 1; i <= quota; i++) expect(await consumeSignatureQuota(database.db, user.id)).toEqual({ used: i });
    expect(await failureCode(consumeSignatureQuota(database.db, user.id))).toBe(ErrorCode.SignatureQuotaUsedUp);
  });

  it('never goes past the quota under concurrent sends', async () => {
    const user = await buildUser(database.db);
    const results = await Promise.all(Array.from({ length: 6 }, () => failureCode(consumeSignatureQuota(database.db, user.id))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(planById('free').signatureQuota ?? 0);
  });

  it('is unlimited on a paid plan', async () => {
    const user = await buildUser(database.db, { planId: 'individual' });
    for (let i = 0; i < 5; i++) await consumeSignatureQuota(database.db, user.id);
    expect(await consumeSignatureQuota(database.db, user.id)).toEqual({ used: 6 });
  });
});
