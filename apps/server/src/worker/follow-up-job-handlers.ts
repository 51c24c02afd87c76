import { expireAgreement } from '../domain/follow-up/expire-agreement.js';
import { remindSigners } from '../domain/follow-up/remind-signers.js';
import { EXPIRE_AGREEMENT_JOB, REMIND_SIGNERS_JOB } from '../domain/follow-up/schedule-follow-up.js';
import type { JobHandlers } from '../jobs/index.js';

/**
 * Reminders and expiry (issue 18). Each job names its agreement and is booked for its time;
 * the handler decides from the agreement as it is then, so a job of an old date or a finished
 * agreement does nothing. `clock` lets tests move time.
 */
export function followUpJobHandlers(options: { publicUrl: string; clock?: () => Date }): JobHandlers {
  const clock = options.clock ?? (() => new Date());
  const agreementIdOf = (payload: unknown) => BigInt((payload as { agreementId: string }).agreementId);
  return {
    [EXPIRE_AGREEMENT_JOB]: async (job, { db }) => {
      await expireAgreement(db, { agreementId: agreementIdOf(job.payload), publicUrl: options.publicUrl, now: clock() });
    },
    [REMIND_SIGNERS_JOB]: async (job, { db }) => {
      await remindSigners(db, { agreementId: agreementIdOf(job.payload), publicUrl: options.publicUrl, now: clock() });
    },
  };
}
