import { knobs, sleep, type BenchContext } from './context.js';
import { deliveriesAmong, deliveriesOfJobs, type Deliveries } from './count-deliveries.js';
import type { Drained } from './job-queue.js';
import { watchOtherLoad } from './machine-load.js';
import { startMany, stopAll } from './signet-process.js';

export type Work = 'mails' | 'seals';

export interface Batch {
  work: Work;
  ids: string[];
  at: Date;
  /** Where the sink's list stood when the batch was queued. */
  sinkFrom: number;
  otherLoad: () => Promise<number>;
}

export interface JobRow extends Drained {
  work: Work;
  workers: number;
  jobsPerSecond: number;
  /** Mails: the batch's own messages. Seals: the delivery mails the sealed agreements sent. */
  deliveries: Deliveries;
  /** Seals only: agreements completed. */
  sealed: number | null;
  /** Cores other programs on the machine used meanwhile (machine-load.ts). */
  otherCores: number;
}

/** Queues 2,000 mails, or releases the next batch of parked sealing jobs. */
export async function startBatch(ctx: BenchContext, work: Work, label: string): Promise<Batch> {
  const sinkFrom = ctx.sink.messageIds.length;
  const otherLoad = await watchOtherLoad();
  if (work === 'mails') return { work, sinkFrom, otherLoad, ...(await ctx.queue.enqueueMails(knobs.mails, label)) };
  const ids = ctx.sealBatches.shift();
  if (!ids) throw new Error('no parked sealing jobs left: seed more');
  return { work, sinkFrom, otherLoad, ids, at: await ctx.queue.release(ids) };
}

/** Waits for the batch to drain (and a seal's delivery mails to go) and counts what arrived at the sink. */
export async function finishBatch(ctx: BenchContext, batch: Batch, workers: number): Promise<JobRow> {
  const drained = await ctx.queue.waitDrained(batch.ids, batch.at, knobs.drainTimeoutMs);
  const otherCores = await batch.otherLoad();
  if (batch.work === 'seals') await ctx.queue.waitQuiet();
  const arrived = ctx.sink.messageIds.slice(batch.sinkFrom);
  return {
    work: batch.work,
    workers,
    ...drained,
    jobsPerSecond: drained.queued / (drained.drainMs / 1000),
    deliveries: batch.work === 'mails' ? deliveriesOfJobs(arrived, batch.ids) : deliveriesAmong(arrived),
    sealed: batch.work === 'seals' ? await ctx.queue.sealedAgreements(batch.ids) : null,
    otherCores,
  };
}

const describe = (row: JobRow) =>
  `${row.work}: ${row.done}/${row.queued} done in ${(row.drainMs / 1000).toFixed(1)} s (${row.jobsPerSecond.toFixed(1)} jobs/s), ${row.deliveries.received} delivered, ${row.deliveries.distinct} distinct${row.failed ? `, ${row.failed} FAILED` : ''}`;

/** 2,000 mails, then a batch of seals, on 1, 2 and 4 worker processes (ROLE=worker). */
export async function jobsPhase(ctx: BenchContext): Promise<JobRow[]> {
  const rows: JobRow[] = [];
  for (const count of knobs.processCounts) {
    const workers = await startMany(count, 'worker', ctx.deployment);
    ctx.log(`jobs: ${count} worker(s) ready`);
    try {
      await sleep(1000);
      await ctx.memory.recordIdle('worker', workers);
      // What start-up queued (the daily maintenance, the sealing sweep) runs before the clock starts.
      await ctx.queue.waitQuiet();
      for (const work of ['mails', 'seals'] as const) {
        if (work === 'seals' && knobs.seals === 0) continue;
        const stopWatching = ctx.memory.watch('worker', work, () => workers);
        try {
          const row = await finishBatch(ctx, await startBatch(ctx, work, `${work}-${count}w`), count);
          rows.push(row);
          ctx.log(`  ${describe(row)}`);
        } finally {
          await stopWatching();
        }
      }
    } finally {
      await stopAll(workers);
    }
  }
  return rows;
}

export { describe as describeJobRow };
