import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../test/helpers/database.js';
import { readJob } from '../../test/helpers/jobs.js';
import { claimJobs } from './claim-jobs.js';
import { enqueueJob } from './enqueue-job.js';
import { completeJob } from './settle-job.js';

describe.each(databaseTargets())('enqueueJob on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('enqueues, is claimed with the attempt counted, and completes', async () => {
    const { id, created } = await enqueueJob(database.db, { type: 'test.enqueue', payload: { documentId: '42' } });
    expect(created).toBe(true);
    expect(await readJob(database.db, id)).toMatchObject({ status: 'queued', attempts: 0, maxAttempts: 5, payload: { documentId: '42' } });

    const [claimed] = await claimJobs(database.db, { workerId: 'w1', types: ['test.enqueue'], limit: 10, leaseMs: 30_000 });
    expect(claimed).toMatchObject({ id, status: 'running', attempts: 1, lockedBy: 'w1' });
    expect(claimed!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 20_000);

    expect(await completeJob(database.db, { id, workerId: 'w1' })).toBe(true);
    const done = await readJob(database.db, id);
    expect(done).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, lockedUntil: null });
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect(await claimJobs(database.db, { workerId: 'w1', types: ['test.enqueue'], limit: 10, leaseMs: 30_000 })).toEqual([]);
  });

  it('returns the existing job for a repeated dedupe key, even after it finished', async () => {
    const first = await enqueueJob(database.db, { type: 'test.dedupe', payload: { n: 1 }, dedupeKey: 'welcome:7' });
    const second = await enqueueJob(database.db, { type: 'test.dedupe', payload: { n: 2 }, dedupeKey: 'welcome:7' });
    expect(second).toEqual({ id: first.id, created: false });
    expect((await readJob(database.db, first.id)).payload).toEqual({ n: 1 });

    await claimJobs(database.db, { workerId: 'w1', types: ['test.dedupe'], limit: 1, leaseMs: 1000 });
    await completeJob(database.db, { id: first.id, workerId: 'w1' });
    expect(await enqueueJob(database.db, { type: 'test.dedupe', payload: {}, dedupeKey: 'welcome:7' })).toEqual({ id: first.id, created: false });
    // Jobs without a key never collide.
    const a = await enqueueJob(database.db, { type: 'test.dedupe', payload: {} });
    const b = await enqueueJob(database.db, { type: 'test.dedupe', payload: {} });
    expect(a.id).not.toBe(b.id);
  });

  it('commits or rolls back together with the caller’s transaction', async () => {
    let rolledBackId = 0n;
    await expect(
      database.db.transaction(async (tx) => {
        rolledBackId = (await enqueueJob(tx, { type: 'test.tx', payload: {} })).id;
        throw new Error('the change that needed the job failed');
      }),
    ).rejects.toThrow('the change that needed the job failed');
    await expect(readJob(database.db, rolledBackId)).rejects.toThrow('No job');

    const committed = await database.db.transaction((tx) => enqueueJob(tx, { type: 'test.tx', payload: {} }));
    expect((await readJob(database.db, committed.id)).status).toBe('queued');
  });

  it('claims only due jobs of the types asked for', async () => {
    const later = await enqueueJob(database.db, { type: 'test.due', payload: {}, runAt: new Date(Date.now() + 60_000) });
    const other = await enqueueJob(database.db, { type: 'test.other', payload: {} });
    const now = await enqueueJob(database.db, { type: 'test.due', payload: {} });
    const claimed = await claimJobs(database.db, { workerId: 'w1', types: ['test.due'], limit: 10, leaseMs: 1000 });
    expect(claimed.map((job) => job.id)).toEqual([now.id]);
    expect((await readJob(database.db, later.id)).status).toBe('queued');
    expect((await readJob(database.db, other.id)).status).toBe('queued');
  });
});
