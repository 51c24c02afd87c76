/**
 * npm run bench (part), issue 32: the agreements index of a company admin, 50 members and 200,000
 * company agreements, beside its baseline measured in the same run and database: one person's
 * personal index of as many agreements. PostgreSQL (the goal's database; a fresh database beside
 * BENCH_DATABASE_URL, else the local test server's, dropped afterwards), and PGlite in memory up
 * to BENCH_PGLITE_MAX agreements.
 *
 *   BENCH_COMPANY_AGREEMENTS=200000 node --conditions=source --import tsx apps/server/scripts/bench/company-list-bench.ts
 *
 * Issue 39: the PostgreSQL rows are timed again on the older Node, on the same database
 * (list-timing.ts); the PGlite rows are not, their database lives in this process.
 */
import type { AgreementBox } from '@signet/contracts';
import { openDatabase, type Database } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { getAgreementCounts } from '../../src/domain/agreements/get-agreement-counts.js';
import { listAgreements } from '../../src/domain/agreements/list-agreements.js';
import { personalSpace, type Workspace } from '../../src/domain/company/workspace.js';
import { seedAgreements } from '../seed-agreements.js';
import { seedCompany } from '../seed-company.js';
import { onFreshPostgres, printAndCompare, seededByMainRun, timeQuery } from './list-timing.js';
import { onBaselineRun, projectRuntime } from './runtimes.js';

const MEMBERS = 50;
const COUNT = Number(process.env.BENCH_COMPANY_AGREEMENTS ?? 200_000);
const PGLITE_MAX = Number(process.env.BENCH_PGLITE_MAX ?? 200_000);
/** Issue 32: an admin's first page at 200,000 company agreements on PostgreSQL. */
const GOAL_P95_MS = 30;

const time = (label: string, work: () => Promise<unknown>, goal = true) => timeQuery(label, work, goal ? GOAL_P95_MS : null);

async function seed(name: string, database: Database) {
  await migrateDatabase(database);
  const seeding = Date.now();
  const { userId } = await seedAgreements(database.db, { count: COUNT, noiseUsers: 0, email: 'personal@example.com' });
  const { companyId, ownerId, memberIds } = await seedCompany(database.db, { members: MEMBERS, perMember: Math.ceil(COUNT / MEMBERS) });
  console.log(`${name}: seeded ${COUNT.toLocaleString('en-US')} personal agreements and a company of ${MEMBERS} members with ${COUNT.toLocaleString('en-US')} in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  return { userId, companyId, ownerId, memberIds };
}

/** The ids the main run seeded, in the copy on the older Node. */
function seededIds(ids: Record<string, string>) {
  return { userId: BigInt(ids.userId ?? ''), companyId: BigInt(ids.companyId ?? ''), ownerId: BigInt(ids.ownerId ?? ''), memberIds: (ids.memberIds ?? '').split(',').map(BigInt) };
}

/** Seeds (unless the main run did) and times every query; `url`: PostgreSQL's, whose rows the older Node times too. */
async function benchOne(name: string, database: Database, url: string | null): Promise<void> {
  const db = database.db;
  const { userId, companyId, ownerId, memberIds } = seededByMainRun ? seededIds(seededByMainRun.ids) : await seed(name, database);
  const admin: Workspace = { userId: ownerId, companyId, companyRole: 'owner' };
  const member: Workspace = { userId: memberIds[7] ?? ownerId, companyId, companyRole: 'member' };
  const list = (who: Workspace, box: AgreementBox, sentBy?: bigint) => () => listAgreements(db, { ...who, box, sort: 'updated_desc', limit: 20, sentBy });
  const lines = [
    await time('baseline: personal index, first page (20)', list(personalSpace(userId), 'all'), false),
    await time('company admin, all, first page (20, Sent by)', list(admin, 'all')),
    await time('company admin, waiting, first page', list(admin, 'waiting')),
    await time('company admin, Sent by one member, first page', list(admin, 'all', memberIds[3])),
    await time('company member, own agreements, first page', list(member, 'all')),
    await time('company admin, counts + version', () => getAgreementCounts(db, admin)),
  ];
  if (url) await printAndCompare(lines, url, { userId: String(userId), companyId: String(companyId), ownerId: String(ownerId), memberIds: memberIds.join(',') });
  else console.log([...lines.map((each) => each.line), `  (Node ${projectRuntime.version} only: this database lives in this process.)`].join('\n'));
}

// The copy on the older Node times PostgreSQL only, on the database the main run seeded.
if (COUNT <= PGLITE_MAX && !onBaselineRun) {
  const pglite = await openDatabase({ kind: 'memory' });
  try {
    await benchOne('PGlite (in memory)', pglite, null);
  } finally {
    await pglite.close();
  }
}

await onFreshPostgres((postgres, url) => benchOne('PostgreSQL', postgres, url));
