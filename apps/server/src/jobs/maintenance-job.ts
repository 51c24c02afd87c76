import type { Db } from '../db/client.js';
import { enqueueJob } from './enqueue-job.js';

export const DAILY_MAINTENANCE = 'maintenance.daily';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Makes sure the daily maintenance job for the given day exists. The dedupe key
 * is the date, so every process may call this at start-up and still only one job
 * runs per day, on whichever worker claims it.
 */
export function scheduleDailyMaintenance(db: Db, day: Date = new Date()) {
  return enqueueJob(db, { type: DAILY_MAINTENANCE, payload: {}, dedupeKey: `${DAILY_MAINTENANCE}:${dayOf(day)}`, runAt: day });
}
