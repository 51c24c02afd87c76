import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../test/helpers/database.js';
import { enqueueJob, JOBS_CHANNEL } from './enqueue-job.js';
import { JobWorker } from './job-worker.js';
import { eventually } from '../../test/helpers/eventually.js';

// The worker polls once a minute here, so only the wake-up can make it run a job within the test.
const ONCE_A_MINUTE = 60_000;

describe.each(databaseTargets())('an enqueue wakes the workers on %s', (kind) => {
  let database: TestDatabase;
  /** The worker's own connection: on PostgreSQL another pool, as another process would have. */
  let workerDatabase: Database;
  let worker: JobWorker;
  const ran: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    workerDatabase = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
    worker = new JobWorker(workerDatabase.db, {
      handlers: { 'test.wake': async (job) => void ran.push((job.payload as { name: string }).name) },
      pollIntervalMs: ONCE_A_MINUTE,
      listen: (onEnqueued) => workerDatabase.listen(JOBS_CHANNEL, onEnqueued),
    });
    await worker.start();
    // Let the first poll find nothing and fall asleep.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(async () => {
    await worker.stop();
    if (workerDatabase !== database) await workerDatabase.close();
    await database.drop();
  });

  it('runs a job enqueued in a transaction once it commits, not before', async () => {
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, { type: 'test.wake', payload: { name: 'committed' } });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(ran).toEqual([]);
    });
    await eventually(() => expect(ran).toEqual(['committed']), 10);
  });

  it('hears nothing of a rolled-back enqueue', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, { type: 'test.wake', payload: { name: 'rolled back' } });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await enqueueJob(database.db, { type: 'test.wake', payload: { name: 'after' } });
    await eventually(() => expect(ran).toEqual(['committed', 'after']), 10);
  });
});
