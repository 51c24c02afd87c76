import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../test/helpers/database.js';
import { makeDue, readJob } from '../../test/helpers/jobs.js';
import { claimJobs } from './claim-jobs.js';
import { enqueueJob } from './enqueue-job.js';
import { completeJob, failJob, renewLease } from './settle-job.js';

describe.each(databaseTargets())('claimJobs on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('never gives one job to two concurrent claimers', async () => {
    const total = 60;
    const ids = new Set<bigint>();
    for (let i = 0; i < total; i++) ids.add((await enqueueJob(database.db, { type: 'test.race', payload: { i } })).id);

    // Eight claimers in parallel (on PostgreSQL each on its own pooled connection), claiming until none are left.
    const claimer = async (worker: string) => {
      const mine: bigint[] = [];
      for (;;) {
        const jobs = await claimJobs(database.db, { workerId: worker, types: ['test.race'], limit: 3, leaseMs: 60_000 });
        if (jobs.length === 0) break;
        mine.push(...jobs.map((job) => job.id));
      }
      return mine;
    };
    const results = await Promise.all(Array.from({ length: 8 }, (_, n) => claimer(`w${n}`)));
    const claimed = results.flat();
    expect(claimed).toHaveLength(total);
    expect(new Set(claimed)).toEqual(ids);
    if (kind === 'postgres') expect(results.filter((mine) => mine.length > 0).length).toBeGreaterThan(1);
  });

  it('lets another worker take a job whose lease ran out, and the first can no longer settle it', async () => {
    const { id } = await enqueueJob(database.db, { type: 'test.lease', payload: {} });
    await claimJobs(database.db, { workerId: 'slow', types: ['test.lease'], limit: 1, leaseMs: 60_000 });
    // Still leased: nobody else gets it.
    expect(await claimJobs(database.db, { workerId: 'other', types: ['test.lease'], limit: 1, leaseMs: 60_000 })).toEqual([]);

    await makeDue(database.db, id);
    const [taken] = await claimJobs(database.db, { workerId: 'other', types: ['test.lease'], limit: 1, leaseMs: 60_000 });
    expect(taken).toMatchObject({ id, attempts: 2, lockedBy: 'other' });

    expect(await completeJob(database.db, { id, workerId: 'slow' })).toBe(false);
    expect(await failJob(database.db, { id, workerId: 'slow', error: 'late', retryDelayMs: 0 })).toBe('lost');
    expect(await renewLease(database.db, { id, workerId: 'slow', leaseMs: 60_000 })).toBe(false);
    expect(await readJob(database.db, id)).toMatchObject({ status: 'running', lockedBy: 'other', lastError: null });

    expect(await completeJob(database.db, { id, workerId: 'other' })).toBe(true);
    expect((await readJob(database.db, id)).status).toBe('done');
  });

  it('requeues a failed attempt with a delay, then fails for good after max attempts', async () => {
    const { id } = await enqueueJob(database.db, { type: 'test.fail', payload: {}, maxAttempts: 2 });
    await claimJobs(database.db, { workerId: 'w', types: ['test.fail'], limit: 1, leaseMs: 60_000 });
    expect(await failJob(database.db, { id, workerId: 'w', error: 'boom 1', retryDelayMs: 30_000 })).toBe('retrying');
    const waiting = await readJob(database.db, id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1', lockedBy: null });
    expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await claimJobs(database.db, { workerId: 'w', types: ['test.fail'], limit: 1, leaseMs: 60_000 })).toEqual([]);

    await makeDue(database.db, id);
    await claimJobs(database.db, { workerId: 'w', types: ['test.fail'], limit: 1, leaseMs: 60_000 });
    expect(await failJob(database.db, { id, workerId: 'w', error: 'boom 2', retryDelayMs: 30_000 })).toBe('failed');
    const failed = await readJob(database.db, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, lastError: 'boom 2' });
    expect(failed.finishedAt).toBeInstanceOf(Date);
  });
});
