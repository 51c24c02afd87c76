/**
 * npm run bench (part): the agreements index at 1,000,000 agreements of one user (plus
 * 20 other senders' 1,000 each). Seeds PGlite (in memory, only up to BENCH_PGLITE_MAX
 * agreements, default 200,000: it holds the whole database in the process's memory) and,
 * when reachable, PostgreSQL (a fresh database beside BENCH_DATABASE_URL, else the local
 * test server's, dropped afterwards), then prints p50/p95 of listAgreements as the route
 * calls it (the domain call, no HTTP): the first page, a page 100,000 rows deep by
 * cursor, searches, Action required and the counts, each p95 against the goal (issue 16).
 *
 *   BENCH_AGREEMENTS=200000 node --conditions=source --import tsx apps/server/scripts/bench/list-bench.ts
 *   (BENCH_KEEP_DATABASE=1 keeps the PostgreSQL database and prints its URL.)
 *
 * Issue 39: the PostgreSQL rows are timed again on the older Node, on the same database
 * (list-timing.ts); the PGlite rows are not, their database lives in this process.
 */
import { sql } from 'drizzle-orm';
import type { AgreementBox, AgreementSort } from '@signet/contracts';
import { openDatabase, queryRows, type Database } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { getAgreementCounts } from '../../src/domain/agreements/get-agreement-counts.js';
import { encodeCursor } from '../../src/domain/agreements/list-cursor.js';
import { listAgreements } from '../../src/domain/agreements/list-agreements.js';
import { personalSpace } from '../../src/domain/company/workspace.js';
import { seedAgreements } from '../seed-agreements.js';
import { onFreshPostgres, printAndCompare, seededByMainRun, timeQuery } from './list-timing.js';
import { onBaselineRun, projectRuntime } from './runtimes.js';

const COUNT = Number(process.env.BENCH_AGREEMENTS ?? 1_000_000);
const PGLITE_MAX = Number(process.env.BENCH_PGLITE_MAX ?? 200_000);
/** Issue 16: every list query's p95 at 1,000,000 agreements on PostgreSQL. */
const GOAL_P95_MS = 30;

const time = (label: string, work: () => Promise<unknown>) => timeQuery(label, work, GOAL_P95_MS);

async function seed(name: string, database: Database): Promise<bigint> {
  await migrateDatabase(database);
  const seeding = Date.now();
  const { userId } = await seedAgreements(database.db, { count: COUNT });
  console.log(`${name}: seeded ${COUNT.toLocaleString('en-US')} agreements (+20×1,025 of other senders) in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  return userId;
}

/** Seeds (unless the main run did) and times every query; `url`: PostgreSQL's, whose rows the older Node times too. */
async function benchOne(name: string, database: Database, url: string | null): Promise<void> {
  const db = database.db;
  const userId = seededByMainRun ? BigInt(seededByMainRun.ids.userId ?? '') : await seed(name, database);

  // A cursor 100,000 rows deep, as a client would hold after paging that far.
  const deepAt = Math.min(100_000, Math.floor(COUNT / 2));
  const [deep] = await queryRows<{ id: string; key: string }>(
    db,
    sql`select id::text as id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key from agreements
      where owner_id = ${userId.toString()}::bigint and deleted_at is null order by updated_at desc, id desc offset ${deepAt} limit 1`,
  );
  if (!deep) throw new Error('no deep row');
  const list = (box: AgreementBox, extra: { q?: string; sort?: AgreementSort; cursor?: string } = {}) => () =>
    listAgreements(db, { ...personalSpace(userId), box, sort: extra.sort ?? 'updated_desc', limit: 20, q: extra.q, cursor: extra.cursor });
  const deepCursor = encodeCursor({ box: 'all', q: '', sort: 'updated_desc', sentBy: null }, { key: deep.key, id: BigInt(deep.id) });

  const lines = [
    await time('all, first page (20, last change)', list('all')),
    await time(`all, page ${deepAt.toLocaleString('en-US')} rows deep (cursor)`, list('all', { cursor: deepCursor })),
    await time('waiting, first page', list('waiting')),
    await time('all, by name, first page', list('all', { sort: 'name_asc' })),
    await time('trash, first page', list('trash')),
    await time('search "sales contract 1999" (rare)', list('all', { q: 'sales contract 1999' })),
    await time('search "lease" (1 in 8 match)', list('all', { q: 'lease' })),
    await time('search recipient "dana park"', list('all', { q: 'dana park' })),
    await time('action required', list('action_required')),
    await time('counts + version', () => getAgreementCounts(db, personalSpace(userId))),
  ];
  if (url) await printAndCompare(lines, url, { userId: userId.toString() });
  else console.log([...lines.map((each) => each.line), `  (Node ${projectRuntime.version} only: this database lives in this process.)`].join('\n'));
}

// The copy on the older Node times PostgreSQL only, on the database the main run seeded.
if (!onBaselineRun && COUNT <= PGLITE_MAX) {
  const pglite = await openDatabase({ kind: 'memory' });
  try {
    await benchOne('PGlite (in memory)', pglite, null);
  } finally {
    await pglite.close();
  }
} else if (!onBaselineRun) {
  console.log(`PGlite (in memory): skipped at ${COUNT.toLocaleString('en-US')} agreements (above BENCH_PGLITE_MAX=${PGLITE_MAX.toLocaleString('en-US')}: the whole database would live in this process's memory).`);
}

await onFreshPostgres((postgres, url) => benchOne('PostgreSQL', postgres, url));
