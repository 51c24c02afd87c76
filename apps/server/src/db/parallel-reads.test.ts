import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../test/helpers/database.js';
import { queryRows, type Db } from './client.js';
import { parallelReads } from './parallel-reads.js';

/** A read of `value` that takes 20 ms and notes, in `log`, when it starts and ends. */
function read(db: Db, value: number, log: string[] = []) {
  return async () => {
    log.push(`${value} start`);
    const [row] = await queryRows<{ n: number }>(db, sql`select ${value}::int as n, pg_sleep(0.02)`);
    log.push(`${value} end`);
    return row?.n;
  };
}

describe.each(databaseTargets())('parallel reads on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('answer in the order asked, on the pool and in a transaction', async () => {
    expect(await parallelReads(database.db, [read(database.db, 1), read(database.db, 2), read(database.db, 3)])).toEqual([1, 2, 3]);
    expect(await database.db.transaction((tx) => parallelReads(tx, [read(tx, 4), read(tx, 5)]))).toEqual([4, 5]);
  });

  it('run one after another inside a transaction (one connection), all at once outside', async () => {
    const inside: string[] = [];
    await database.db.transaction((tx) => parallelReads(tx, [read(tx, 1, inside), read(tx, 2, inside)]));
    expect(inside).toEqual(['1 start', '1 end', '2 start', '2 end']);

    const outside: string[] = [];
    await parallelReads(database.db, [read(database.db, 1, outside), read(database.db, 2, outside)]);
    expect(outside.slice(0, 2)).toEqual(['1 start', '2 start']);
  });
});
