import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, rateLimits } from '../db/schema/index.js';
import { hitRateLimit } from '../domain/rate-limit/hit-rate-limit.js';
import { LONGEST_WINDOW_MS } from '../domain/rate-limit/prune-rate-limits.js';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../test/helpers/database.js';
import { JobWorker } from '../jobs/job-worker.js';
import { DAILY_MAINTENANCE, scheduleDailyMaintenance } from '../jobs/maintenance-job.js';
import { maintenanceJobHandlers } from './maintenance-job-handlers.js';

describe.each(databaseTargets())('daily maintenance on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('prunes expired rate-limit counters, keeps live ones, and books the next day once', async () => {
    const rule = { limit: 5, windowMs: 60_000 };
    const long = new Date(Date.now() - LONGEST_WINDOW_MS - 60_000);
    await hitRateLimit(database.db, 'test:old', rule, long);
    await hitRateLimit(database.db, 'test:fresh', rule);

    const today = new Date();
    const first = await scheduleDailyMaintenance(database.db, today);
    const again = await scheduleDailyMaintenance(database.db, today);
    expect(again).toEqual({ id: first.id, created: false });

    const worker = new JobWorker(database.db, { handlers: maintenanceJobHandlers(), pollIntervalMs: 50 });
    await worker.start();
    const deadline = Date.now() + 10_000;
    while ((await database.db.select().from(jobs).where(eq(jobs.id, first.id)))[0]?.status !== 'done') {
      if (Date.now() > deadline) throw new Error('maintenance job did not finish');
      await new Promise((r) => setTimeout(r, 50));
    }
    await worker.stop();

    const keys = (await database.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('test:fresh');
    expect(keys).not.toContain('test:old');
    const queued = await database.db.select().from(jobs).where(eq(jobs.type, DAILY_MAINTENANCE));
    expect(queued.map((job) => job.status).sort()).toEqual(['done', 'queued']);
    const next = queued.find((job) => job.status === 'queued');
    expect(next?.runAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);
  });
});
