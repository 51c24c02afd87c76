import type { Db } from '../db/client.js';
import { markCompletionFailed } from '../domain/completion/mark-completion-failed.js';
import { markInvitationUndelivered } from '../domain/signing/mark-invitation-undelivered.js';
import { agreementIdOfJob, COMPLETE_AGREEMENT } from '../jobs/complete-agreement-job.js';
import type { Job } from '../jobs/job.js';
import { MAIL_SEND } from '../jobs/mail-job.js';

/**
 * What happens when a job fails for good (JobWorker's onGaveUp): an undelivered
 * invitation is shown to its sender as a delivery failure; a sealing that used up its
 * retries marks the agreement 'failed' so its sender can retry.
 */
export function onJobGaveUp(db: Db): (job: Job, error: unknown) => Promise<void> {
  return async (job, error) => {
    if (job.type === COMPLETE_AGREEMENT) {
      const detail = error instanceof Error ? error.message : String(error);
      await markCompletionFailed(db, { agreementId: agreementIdOfJob(job), reason: 'seal_failed', detail });
      return;
    }
    if (job.type !== MAIL_SEND) return;
    const message = error instanceof Error ? error.message : String(error);
    await markInvitationUndelivered(db, { mailJobId: job.id, error: message });
  };
}
