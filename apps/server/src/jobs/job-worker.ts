import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/client.js';
import { claimJobs } from './claim-jobs.js';
import { idleSleepMs } from './idle-poll.js';
import type { Job, JobHandlers } from './job.js';
import { retryDelayMs } from './retry-delay.js';
import { completeJob, failJob, releaseJob, renewLease, type FailOutcome } from './settle-job.js';

/** How an attempt ended: finished, put back for a retry, failed for good, or taken over by another worker. */
export type SettleOutcome = 'done' | FailOutcome;

/**
 * A claim lasts this long unless renewed. Short, so a killed worker's job is taken over within
 * seconds (lease plus one poll); a live worker renews it on a heartbeat, so a slow job is never
 * taken from it.
 */
export const JOB_LEASE_MS = 10_000;
/** Heartbeats per lease: four renewals in a row may fail (a database hiccup) before a live job is lost. */
const HEARTBEATS_PER_LEASE = 5;

export interface JobWorkerOptions {
  handlers: JobHandlers;
  /** Unique per process; it is what a lease is held by. */
  workerId?: string;
  concurrency?: number;
  pollIntervalMs?: number;
  /** With `listen`, the longest sleep idle polls back off to (idle-poll.ts). */
  idlePollMaxMs?: number;
  /** How long a claim lasts without renewal; a dead worker's jobs wait this long before another takes them. */
  leaseMs?: number;
  /** Renew leases while handlers run (five times a lease), so only dead workers lose their jobs. */
  renewLeases?: boolean;
  retryDelayMs?: (attempts: number) => number;
  /** Told about handler failures and database errors; the worker itself never throws from its loop. */
  onError?: (error: unknown, job?: Job) => void;
  /** Told how each attempt ended and how long it ran (metrics). */
  onSettled?: (job: Job, outcome: SettleOutcome, seconds: number) => void;
  /** Called once when a job has failed for good (its attempts used up), e.g. to show an undelivered mail. */
  onGaveUp?: (job: Job, error: unknown) => Promise<void>;
  /**
   * Subscribes to the database's word that a job was enqueued (Database.listen on
   * JOBS_CHANNEL), so the worker claims it at once instead of at its next poll.
   * Resolves to an unsubscribe. Without it the worker only polls.
   */
  listen?: (onEnqueued: () => void) => Promise<() => Promise<void>>;
}

/**
 * Runs jobs from the database: polls for due jobs, runs up to `concurrency`
 * handlers at once, and settles each as done, retrying or failed. Any number of
 * workers, in one process or many, may share a database.
 */
export class JobWorker {
  readonly workerId: string;
  private readonly options: Required<Omit<JobWorkerOptions, 'workerId' | 'listen'>>;
  private readonly listen: JobWorkerOptions['listen'];
  private unlisten: Promise<(() => Promise<void>) | undefined> | undefined;
  private readonly running = new Set<Promise<void>>();
  /** The jobs being run now, with the switch that tells their handler to stop (lease lost, or released at shutdown). */
  private readonly held = new Map<bigint, AbortController>();
  /** Jobs given back to the queue at shutdown: their handler's ending, however it ends, settles nothing. */
  private readonly released = new Set<bigint>();
  private readonly stopping = new AbortController();
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private kicked = false;
  /** Polls in a row that found nothing and were not woken: how far the next sleep has backed off. */
  private idlePolls = 0;

  constructor(
    private readonly db: Db,
    options: JobWorkerOptions,
  ) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.listen = options.listen;
    this.options = {
      concurrency: 4,
      pollIntervalMs: 500,
      idlePollMaxMs: 4_000,
      leaseMs: JOB_LEASE_MS,
      renewLeases: true,
      retryDelayMs,
      onError: () => {},
      onGaveUp: async () => {},
      ...options,
      // Spelled out: a caller passing `onSettled: undefined` (no metrics) must not erase the default.
      onSettled: options.onSettled ?? (() => {}),
    };
  }

  /** Starts polling and, with `listen`, waking on every enqueue; resolves once listening. */
  async start(): Promise<void> {
    this.unlisten ??= this.listen
      ? this.listen(() => this.kick()).catch((error: unknown) => {
          this.options.onError(error);
          return undefined;
        })
      : Promise.resolve(undefined);
    this.loop ??= this.poll();
    await this.unlisten;
  }

  /** Looks for jobs now instead of at the next poll (enqueues wake it by themselves; this is for a job made due by other means). */
  kick(): void {
    this.kicked = true;
    this.idlePolls = 0;
    this.wake?.();
  }

  /** Jobs this worker is running now. */
  get runningCount(): number {
    return this.running.size;
  }

  /**
   * Stops claiming, then waits for the handlers already running to finish and be settled. With
   * `graceMs`, jobs still running after it are released: back in the queue at once, the interrupted
   * attempt not counted, so another worker takes them without waiting for the lease to run out.
   */
  async stop(options: { graceMs?: number } = {}): Promise<void> {
    this.stopping.abort();
    this.wake?.();
    await (await this.unlisten)?.();
    await this.loop;
    const finished = Promise.allSettled([...this.running]);
    if (options.graceMs === undefined) {
      await finished;
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'grace over'>((resolve) => (timer = setTimeout(() => resolve('grace over'), options.graceMs)));
    const first = await Promise.race([finished, graceOver]);
    clearTimeout(timer);
    if (first === 'grace over') await this.releaseHeld();
  }

  /**
   * Gives the queue back the jobs still running, then tells their handlers to stop. In that order:
   * a handler that ended at once on the signal would otherwise race the release to settle its job.
   */
  private async releaseHeld(): Promise<void> {
    await Promise.all(
      [...this.held].map(async ([id, handlerStop]) => {
        this.released.add(id);
        this.held.delete(id);
        await releaseJob(this.db, { id, workerId: this.workerId }).catch((error: unknown) => this.options.onError(error));
        handlerStop.abort();
      }),
    );
  }

  private async poll(): Promise<void> {
    const types = Object.keys(this.options.handlers);
    while (!this.stopping.signal.aborted) {
      const free = this.options.concurrency - this.running.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const jobs = await claimJobs(this.db, { workerId: this.workerId, types, limit: free, leaseMs: this.options.leaseMs });
          claimed = jobs.length;
          for (const job of jobs) this.track(this.run(job));
        } catch (error) {
          this.options.onError(error);
        }
      }
      this.idlePolls = claimed > 0 ? 0 : this.idlePolls + 1;
      // A full batch suggests more are due: claim again at once instead of sleeping.
      if (free === 0 || claimed < free) await this.sleep();
    }
  }

  private track(work: Promise<void>): void {
    this.running.add(work);
    void work.finally(() => {
      this.running.delete(work);
      this.kick();
    });
  }

  private async run(job: Job): Promise<void> {
    const owned = { id: job.id, workerId: this.workerId };
    const started = performance.now();
    const settled = (outcome: SettleOutcome) => this.options.onSettled(job, outcome, (performance.now() - started) / 1000);
    try {
      // A worker died holding the last attempt: give up rather than exceed maxAttempts.
      if (job.attempts > job.maxAttempts) throw new Error('The lease ran out during the last attempt');
      const handler = this.options.handlers[job.type];
      if (!handler) throw new Error(`No handler for job type '${job.type}'`);
      await this.withLease(job, (signal) => handler(job, { db: this.db, workerId: this.workerId, signal }));
      if (this.released.delete(job.id)) return;
      settled((await completeJob(this.db, owned)) ? 'done' : 'lost');
    } catch (error) {
      if (this.released.delete(job.id)) return;
      this.options.onError(error, job);
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      const outcome = await failJob(this.db, { ...owned, error: message, retryDelayMs: this.options.retryDelayMs(job.attempts) }).catch(
        (settleError: unknown) => {
          this.options.onError(settleError, job);
          return 'lost' as const;
        },
      );
      settled(outcome);
      if (outcome === 'failed') await this.options.onGaveUp(job, error).catch((hookError: unknown) => this.options.onError(hookError, job));
    }
  }

  private async withLease(job: Job, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const lost = new AbortController();
    this.held.set(job.id, lost);
    const renew = async () => {
      const held = await renewLease(this.db, { id: job.id, workerId: this.workerId, leaseMs: this.options.leaseMs }).catch(() => true);
      if (!held) lost.abort();
    };
    const timer = this.options.renewLeases ? setInterval(() => void renew(), this.options.leaseMs / HEARTBEATS_PER_LEASE) : undefined;
    try {
      await work(lost.signal);
    } finally {
      clearInterval(timer);
      this.held.delete(job.id);
    }
  }

  private sleep(): Promise<void> {
    if (this.kicked || this.stopping.signal.aborted) {
      this.kicked = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wake = undefined;
        this.kicked = false;
        resolve();
      };
      const timer = setTimeout(finish, idleSleepMs(this.idlePolls, { pollIntervalMs: this.options.pollIntervalMs, maxMs: this.options.idlePollMaxMs, listening: !!this.listen }));
      this.wake = finish;
    });
  }
}
