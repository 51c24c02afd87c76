import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../../test/helpers/database.js';
import { readJob } from '../../test/helpers/jobs.js';
import { claimJobs } from './claim-jobs.js';
import { enqueueJob } from './enqueue-job.js';
import { JOB_LEASE_MS, JobWorker, type JobWorkerOptions } from './job-worker.js';
import { eventually } from '../../test/helpers/eventually.js';

describe.each(databaseTargets())('JobWorker on %s', (kind) => {
  let database: TestDatabase;
  const workers: JobWorker[] = [];
  const startWorker = (options: JobWorkerOptions) => {
    const worker = new JobWorker(database.db, { pollIntervalMs: 50, retryDelayMs: () => 100, ...options });
    workers.push(worker);
    void worker.start();
    return worker;
  };
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });
  afterAll(() => database.drop());

  it('runs a job and marks it done', async () => {
    const seen: unknown[] = [];
    startWorker({ handlers: { 'test.ok': async (job) => void seen.push(job.payload) } });
    const { id } = await enqueueJob(database.db, { type: 'test.ok', payload: { hello: '世界' } });
    await eventually(async () => expect((await readJob(database.db, id)).status).toBe('done'));
    expect(seen).toEqual([{ hello: '世界' }]);
  });

  it('at shutdown, waits the grace for running jobs, then gives the rest back to the queue uncounted', async () => {
    const started: string[] = [];
    const settled: string[] = [];
    let interrupted = false;
    const worker = startWorker({
      handlers: {
        'test.quick': async () => void started.push('quick'),
        // Ends the moment it is told to stop, as a well-behaved handler does: its job must still go
        // back to the queue, not be marked done by the ending it was asked for.
        'test.slow': async (_job, { signal }) => {
          started.push('slow');
          await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
          interrupted = true;
        },
      },
      onSettled: (job, outcome) => void settled.push(`${job.type} ${outcome}`),
      leaseMs: 60_000,
    });
    const slow = await enqueueJob(database.db, { type: 'test.slow', payload: {} });
    const quick = await enqueueJob(database.db, { type: 'test.quick', payload: {} });
    await eventually(() => expect(started.sort()).toEqual(['quick', 'slow']));
    await worker.stop({ graceMs: 300 });
    expect(interrupted).toBe(true);
    expect(await readJob(database.db, quick.id)).toMatchObject({ status: 'done' });
    // Due at once with its attempt uncounted, not held until a 60 s lease runs out.
    expect(await readJob(database.db, slow.id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null, lockedUntil: null });
    expect(settled).toEqual(['test.quick done']);
    const [again] = await claimJobs(database.db, { workerId: 'next', types: ['test.slow'], limit: 1, leaseMs: 1_000 });
    expect(again).toMatchObject({ id: slow.id, attempts: 1 });
  });

  it('retries a handler that throws once, and it succeeds', async () => {
    let calls = 0;
    startWorker({
      handlers: {
        'test.flaky': async () => {
          if (++calls === 1) throw new Error('mail server busy');
        },
      },
    });
    const { id } = await enqueueJob(database.db, { type: 'test.flaky', payload: {} });
    await eventually(async () => expect((await readJob(database.db, id)).status).toBe('done'));
    expect(await readJob(database.db, id)).toMatchObject({ attempts: 2, lastError: expect.stringContaining('mail server busy') });
    expect(calls).toBe(2);
  });

  it('backs off between attempts, then fails after max attempts with the last error', async () => {
    const attemptsAt: number[] = [];
    const delays: number[] = [];
    startWorker({
      handlers: {
        'test.broken': async (job) => {
          attemptsAt.push(Date.now());
          throw new Error(`broken on attempt ${job.attempts}`);
        },
      },
      retryDelayMs: (attempts) => {
        delays.push(attempts);
        return 150 * 2 ** attempts;
      },
    });
    const { id } = await enqueueJob(database.db, { type: 'test.broken', payload: {}, maxAttempts: 3 });
    await eventually(async () => expect((await readJob(database.db, id)).status).toBe('failed'));
    expect(await readJob(database.db, id)).toMatchObject({ attempts: 3, lastError: expect.stringContaining('broken on attempt 3') });
    expect(attemptsAt).toHaveLength(3);
    expect(delays).toEqual([1, 2, 3]);
    // Waits of at least 300 ms and 600 ms (the database clock decides; allow a little skew).
    expect(attemptsAt[1]! - attemptsAt[0]!).toBeGreaterThanOrEqual(250);
    expect(attemptsAt[2]! - attemptsAt[1]!).toBeGreaterThanOrEqual(550);
  });

  it('runs at most `concurrency` handlers at once and stop() waits for them', async () => {
    let active = 0;
    let peak = 0;
    let finished = 0;
    // The handlers hold until the test lets them go, so the worker reaches its limit however slow the
    // machine (a fixed 150 ms sleep let the first job end before a loaded worker claimed the third).
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const worker = startWorker({
      concurrency: 3,
      handlers: {
        'test.slow': async () => {
          peak = Math.max(peak, ++active);
          await held;
          await new Promise((resolve) => setTimeout(resolve, 20));
          active--;
          finished++;
        },
      },
    });
    for (let i = 0; i < 9; i++) await enqueueJob(database.db, { type: 'test.slow', payload: { i } });
    worker.kick();
    await eventually(() => expect(active).toBe(3));
    // Given the time to claim more, it does not: three are running and six wait.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(active).toBe(3);
    letGo();
    await eventually(() => expect(finished).toBeGreaterThanOrEqual(4));
    await worker.stop();
    expect(active).toBe(0);
    expect(peak).toBe(3);
    // Every job it started was settled before stop() returned.
    const running = await claimJobs(database.db, { workerId: 'check', types: ['test.slow'], limit: 100, leaseMs: 1 });
    expect(running.every((job) => job.attempts === 1)).toBe(true);
  });

  // With the production lease, not a short one: a 300 ms lease was lost on a loaded machine whenever one
  // renewal took longer than that, and the second worker ran the job again.
  it('with the default lease, a job that runs longer than the lease stays with its live worker, so a second worker does not run it again', async () => {
    let runs = 0;
    const handlers = {
      'test.slower-than-lease': async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, JOB_LEASE_MS + 2_000));
      },
    };
    startWorker({ handlers, workerId: 'slow-but-alive' });
    const { id } = await enqueueJob(database.db, { type: 'test.slower-than-lease', payload: {} });
    await eventually(async () => expect((await readJob(database.db, id)).status).toBe('running'));
    startWorker({ handlers, workerId: 'would-be-rescuer' });
    await eventually(async () => expect((await readJob(database.db, id)).status).toBe('done'), 200);
    expect(runs).toBe(1);
    expect(await readJob(database.db, id)).toMatchObject({ attempts: 1, lockedBy: null });
  });

  it('takes over a job whose worker stopped renewing, and the late worker cannot overwrite the result', async () => {
    const runsBy: string[] = [];
    // The stuck handler holds until the test lets it go (after the rescue), however slow the machine.
    let letGo!: () => void;
    const stuckUntil = new Promise<void>((resolve) => (letGo = resolve));
    const slow = async (_job: unknown, { workerId }: { workerId: string }) => {
      runsBy.push(workerId);
      if (workerId === 'stuck') await stuckUntil;
      else throw new Error('second worker failed');
    };
    // Concurrency 1: busy with the stuck job, this worker cannot claim it back itself.
    const stuck = startWorker({ handlers: { 'test.stuck': slow }, leaseMs: 200, renewLeases: false, workerId: 'stuck', concurrency: 1 });
    const { id } = await enqueueJob(database.db, { type: 'test.stuck', payload: {}, maxAttempts: 2 });
    await eventually(() => expect(runsBy).toEqual(['stuck']));
    startWorker({ handlers: { 'test.stuck': slow }, leaseMs: 5000, workerId: 'rescuer' });
    await eventually(async () => expect((await readJob(database.db, id)).status).toBe('failed'));
    // The stuck handler then finishes; its completeJob must not turn 'failed' into 'done'.
    letGo();
    await eventually(() => expect(stuck.runningCount).toBe(0));
    expect(runsBy).toEqual(['stuck', 'rescuer']);
    expect(await readJob(database.db, id)).toMatchObject({ status: 'failed', attempts: 2, lastError: expect.stringContaining('second worker failed') });
  });

  it('tells onGaveUp once when a job fails for good, and never claims a type it has no handler for', async () => {
    const gaveUp: unknown[] = [];
    startWorker({
      handlers: { 'test.doomed': async () => Promise.reject(new Error('no such mailbox')) },
      onGaveUp: async (job, error) => void gaveUp.push([job.type, (error as Error).message]),
    });
    const doomed = await enqueueJob(database.db, { type: 'test.doomed', payload: {}, maxAttempts: 2 });
    const orphan = await enqueueJob(database.db, { type: 'test.no-handler-yet', payload: {} });
    await eventually(async () => expect((await readJob(database.db, doomed.id)).status).toBe('failed'));
    await eventually(() => expect(gaveUp).toEqual([['test.doomed', 'no such mailbox']]));
    expect(await readJob(database.db, orphan.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
