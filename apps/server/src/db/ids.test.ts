import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../test/helpers/database.js';
import { nextId } from './ids.js';
import { users } from './schema/index.js';

describe.each(databaseTargets())('ids on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('are 64-bit, 14 to 18 digits, beyond 2^53 and increasing', async () => {
    const ids: bigint[] = [];
    for (let i = 0; i < 50; i++) ids.push(await nextId(database.db));
    for (const id of ids) {
      expect(id.toString()).toMatch(/^\d{14,18}$/);
      expect(id > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(ids);
  });

  it('carry the time they were made', async () => {
    const before = Date.now();
    const id = await nextId(database.db);
    const madeAt = Number(id >> 16n) + Date.UTC(2020, 0, 1);
    expect(Math.abs(madeAt - before)).toBeLessThan(5_000);
  });

  it('are the default of every table id', async () => {
    const [row] = await database.db.insert(users).values({ email: `ids-${kind}@example.com` }).returning();
    expect(typeof row?.id).toBe('bigint');
    expect(row?.id.toString()).toMatch(/^\d{14,18}$/);
  });
});
