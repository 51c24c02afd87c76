import { CompletionFailure } from '../domain/completion/completion-failure.js';
import { markCompletionFailed } from '../domain/completion/mark-completion-failed.js';
import { sweepUnsealedAgreements } from '../domain/completion/sweep-unsealed-agreements.js';
import type { SealProvider } from '../seal/seal-identity-store.js';
import type { FileStore } from '../storage/file-store.js';
import { agreementIdOfJob, COMPLETE_AGREEMENT, COMPLETION_SWEEP, scheduleCompletionSweep } from '../jobs/index.js';
import type { JobHandlers } from '../jobs/job.js';

const HOUR_MS = 3600_000;

/** Sealing brings pdf-lib, the fonts and HarfBuzz; they load with the first agreement to seal. */
const loadCompleteAgreement = () => import('../domain/completion/complete-agreement.js');

/**
 * The sealing job and the sweep. A problem retrying cannot fix (a document file gone
 * or unreadable) marks the agreement 'failed' at once; anything else throws, so the
 * worker retries with back-off, and when retries run out `onJobGaveUp` marks it failed.
 */
export function completionJobHandlers(deps: { files: FileStore; seal: SealProvider; publicUrl: string }): JobHandlers {
  return {
    [COMPLETE_AGREEMENT]: async (job, { db }) => {
      const agreementId = agreementIdOfJob(job);
      try {
        const { completeAgreement } = await loadCompleteAgreement();
        await completeAgreement(db, deps.files, deps.seal, { agreementId, publicUrl: deps.publicUrl, lastTry: job.attempts >= job.maxAttempts });
      } catch (error) {
        if (!(error instanceof CompletionFailure)) throw error;
        await markCompletionFailed(db, { agreementId, reason: error.reason, detail: error.detail });
      }
    },
    [COMPLETION_SWEEP]: async (job, { db }) => {
      await sweepUnsealedAgreements(db);
      await scheduleCompletionSweep(db, new Date(Math.max(job.runAt.getTime() + HOUR_MS, Date.now())));
    },
  };
}
