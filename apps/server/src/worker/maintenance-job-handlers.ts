import { pruneIdempotencyKeys } from '../domain/api-keys/idempotency.js';
import { pruneRateLimits } from '../domain/rate-limit/prune-rate-limits.js';
import { deleteOldDeliveries } from '../domain/webhooks/deliveries.js';
import { DAILY_MAINTENANCE, scheduleDailyMaintenance, type JobHandlers } from '../jobs/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Daily house-keeping: prune expired rate-limit counters, idempotency answers and webhook deliveries past the log's 30 days (issue 38), then book tomorrow's run. */
export function maintenanceJobHandlers(): JobHandlers {
  return {
    [DAILY_MAINTENANCE]: async (job, { db }) => {
      await pruneRateLimits(db);
      await pruneIdempotencyKeys(db);
      await deleteOldDeliveries(db, job.runAt);
      // Idempotent: a retried run finds tomorrow's job by its dedupe key.
      await scheduleDailyMaintenance(db, new Date(job.runAt.getTime() + DAY_MS));
    },
  };
}
