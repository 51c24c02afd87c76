import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from '@signet/contracts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../../test/helpers/database.js';
import { hitRateLimit } from './hit-rate-limit.js';

describe.each(databaseTargets())('hitRateLimit on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  const rule = { limit: 3, windowMs: 60_000 };

  it('allows the limit, answers 429 past it, and opens a new window when the old one ends', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    for (let i = 1; i <= 3; i++) expect((await hitRateLimit(database.db, 'k1', rule, at(i))).hits).toBe(i);
    const error = await hitRateLimit(database.db, 'k1', rule, at(10_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ErrorCode.TooManyRequests);
    expect((error as AppError).data).toEqual({ retryAfterSeconds: 51 }) // the window opened at +1 ms;
    expect(await hitRateLimit(database.db, 'k2', rule, at(10_000))).toMatchObject({ hits: 1 });
    expect(await hitRateLimit(database.db, 'k1', rule, at(60_001))).toMatchObject({ hits: 1, windowStartedAt: at(60_001) });
  });

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => hitRateLimit(database.db, 'burst', { limit: 5, windowMs: 60_000 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });
});
