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
export function completionJobHandlers(deps: {
  files: FileStore;
  seal: SealProvider;
  publicUrl: string;
  /** Told how long each sealing attempt took and how it ended (metrics). */
  onSealTimed?: (outcome: 'sealed' | 'failed' | 'error', seconds: number) => void;
}): JobHandlers {
  return {
    [COMPLETE_AGREEMENT]: async (job, { db }) => {
      const agreementId = agreementIdOfJob(job);
      const { completeAgreement } = await loadCompleteAgreement();
      const started = performance.now();
      const timed = (outcome: 'sealed' | 'failed' | 'error') => deps.onSealTimed?.(outcome, (performance.now() - started) / 1000);
      try {
        const outcome = await completeAgreement(db, deps.files, deps.seal, { agreementId, publicUrl: deps.publicUrl, lastTry: job.attempts >= job.maxAttempts });
        // Only a seal that made the final document counts; a run that found it done (or lost to another) sealed nothing.
        if (outcome === 'completed') timed('sealed');
      } catch (error) {
        if (!(error instanceof CompletionFailure)) {
          timed('error');
          throw error;
        }
        timed('failed');
        await markCompletionFailed(db, { agreementId, reason: error.reason, detail: error.detail });
      }
    },
    [COMPLETION_SWEEP]: async (job, { db }) => {
      await sweepUnsealedAgreements(db);
      await scheduleCompletionSweep(db, new Date(Math.max(job.runAt.getTime() + HOUR_MS, Date.now())));
    },
  };
}
