import type { Db } from '../db/client.js';
import { markInvitationUndelivered } from '../domain/signing/mark-invitation-undelivered.js';
import type { Job } from './job.js';
import { MAIL_SEND } from './mail-job.js';

/**
 * What happens when a job fails for good (JobWorker's onGaveUp): an undelivered
 * invitation is shown to its sender as a delivery failure.
 */
export function onJobGaveUp(db: Db): (job: Job, error: unknown) => Promise<void> {
  return async (job, error) => {
    if (job.type !== MAIL_SEND) return;
    const message = error instanceof Error ? error.message : String(error);
    await markInvitationUndelivered(db, { mailJobId: job.id, error: message });
  };
}
