import { expirePlan } from '../domain/billing/expire-plan.js';
import { PLAN_EXPIRY_JOB } from '../domain/billing/grant-plan.js';
import type { JobHandlers } from '../jobs/index.js';

/** Plans that end: the account returns to free at the booked time (grantPlan books the job). */
export function billingJobHandlers(): JobHandlers {
  return {
    [PLAN_EXPIRY_JOB]: async (job, { db }) => {
      const payload = job.payload as { userId: string; endsAt: string };
      await expirePlan(db, { userId: BigInt(payload.userId), endsAt: new Date(payload.endsAt) });
    },
  };
}
