import type { Db } from '../db/client.js';
import { pruneRateLimits } from '../domain/rate-limit/prune-rate-limits.js';
import { enqueueJob } from './enqueue-job.js';
import type { JobHandlers } from './job.js';

export const DAILY_MAINTENANCE = 'maintenance.daily';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Makes sure the daily maintenance job for the given day exists. The dedupe key
 * is the date, so every process may call this at start-up and still only one job
 * runs per day, on whichever worker claims it.
 */
export function scheduleDailyMaintenance(db: Db, day: Date = new Date()) {
  return enqueueJob(db, { type: DAILY_MAINTENANCE, payload: {}, dedupeKey: `${DAILY_MAINTENANCE}:${dayOf(day)}`, runAt: day });
}

/** Daily house-keeping: prune expired rate-limit counters, then book tomorrow's run. */
export function maintenanceJobHandlers(): JobHandlers {
  return {
    [DAILY_MAINTENANCE]: async (job, { db }) => {
      await pruneRateLimits(db);
      // Idempotent: a retried run finds tomorrow's job by its dedupe key.
      await scheduleDailyMaintenance(db, new Date(job.runAt.getTime() + DAY_MS));
    },
  };
}
