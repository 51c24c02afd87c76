import { knobs, sleep, type BenchContext } from './context.js';
import { describeJobRow, finishBatch, startBatch, type JobRow, type Work } from './jobs-phase.js';
import { SignetProcess, startMany, stopAll } from './signet-process.js';

const WORKERS = 2;

export interface KillRow extends JobRow {
  /** Per kill: the jobs the dead worker held, which wait for their lease to run out. */
  kills: { atMs: number; held: number }[];
  /** Replacement workers that failed to become ready. */
  failedRestarts: string[];
  /** The same batch on two workers without kills (the jobs phase's run, or one made here). */
  baselineDrainMs: number;
}

/**
 * Kills one of the two workers (alternately) with SIGKILL at `killFirstMs` and then every
 * `killEveryMs` until the batch drained, starting a replacement at once, as an orchestrator does.
 */
async function drainWithKills(ctx: BenchContext, work: Work, workers: SignetProcess[]): Promise<Omit<KillRow, 'baselineDrainMs'>> {
  const batch = await startBatch(ctx, work, `${work}-kills`);
  const kills: KillRow['kills'] = [];
  const restarts: SignetProcess[] = [];
  let draining = true;
  const killer = (async () => {
    let nextKillAt = Date.now() + knobs.killFirstMs;
    for (let victim = 0; draining; ) {
      await sleep(50);
      if (!draining || Date.now() < nextKillAt) continue;
      const slot = victim++ % WORKERS;
      const dead = workers[slot];
      if (!dead) break;
      await dead.kill();
      kills.push({ atMs: Date.now() - batch.at.getTime(), held: await ctx.queue.heldBy(dead.pid) });
      const fresh = await SignetProcess.start('worker', ctx.deployment);
      workers[slot] = fresh;
      restarts.push(fresh);
      nextKillAt = Date.now() + knobs.killEveryMs;
    }
  })();
  let row: JobRow;
  try {
    row = await finishBatch(ctx, batch, WORKERS);
  } finally {
    draining = false;
    await killer;
  }
  const failedRestarts: string[] = [];
  // A replacement killed in turn before it was ready did not fail; the survivors must come up.
  for (const restart of restarts.filter((each) => workers.includes(each))) await restart.waitReady().catch((error: Error) => failedRestarts.push(error.message));
  return { ...row, kills, failedRestarts };
}

/** The same mails (and seals) on two workers, one of them killed every 10 s. */
export async function killPhase(ctx: BenchContext, baselines: JobRow[]): Promise<KillRow[]> {
  const rows: KillRow[] = [];
  const works: Work[] = knobs.killSeals && knobs.seals > 0 ? ['mails', 'seals'] : ['mails'];
  for (const work of works) {
    const workers = await startMany(WORKERS, 'worker', ctx.deployment);
    try {
      await ctx.queue.waitQuiet();
      let baseline = baselines.find((row) => row.work === work && row.workers === WORKERS);
      if (!baseline) {
        baseline = await finishBatch(ctx, await startBatch(ctx, work, `${work}-baseline`), WORKERS);
        ctx.log(`kill baseline, 2 workers, no kills: ${describeJobRow(baseline)}`);
      }
      const stopWatching = ctx.memory.watch('worker', `${work}, killed every ${knobs.killEveryMs / 1000} s`, () => workers);
      try {
        const row = { ...(await drainWithKills(ctx, work, workers)), baselineDrainMs: baseline.drainMs };
        rows.push(row);
        ctx.log(`kills: ${describeJobRow(row)}; ${row.kills.length} kill(s), jobs held at each: ${row.kills.map((kill) => kill.held).join(', ')}; ${row.deliveries.duplicates} duplicate(s)`);
      } finally {
        await stopWatching();
      }
    } finally {
      await stopAll(workers);
    }
  }
  return rows;
}
