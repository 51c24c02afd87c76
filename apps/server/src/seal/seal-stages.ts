import { channel } from 'node:diagnostics_channel';

/** What a finished stage of sealing reports: its name, how long it took, and the process's CPU time meanwhile. */
export interface SealStage {
  stage: string;
  ms: number;
  /** User and system time of all the process's threads (GC, file I/O): on a busy machine, closer to what the stage costs than `ms`. */
  cpuMs: number;
}

/**
 * The sealing steps (read, load, fonts, stamp, certificate, save, sign, store) announce
 * themselves here so the seal bench can print where time and memory go. A named channel
 * costs nothing when nobody listens, and unlike performance.mark it keeps no entries.
 */
export const sealStages = channel('signet:seal-stage');

/** Runs one stage of sealing, reporting its duration to the bench when it listens. */
export async function sealStage<T>(stage: string, work: () => Promise<T> | T): Promise<T> {
  if (!sealStages.hasSubscribers) return work();
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    return await work();
  } finally {
    const { user, system } = process.cpuUsage(cpu);
    sealStages.publish({ stage, ms: performance.now() - started, cpuMs: (user + system) / 1000 } satisfies SealStage);
  }
}
