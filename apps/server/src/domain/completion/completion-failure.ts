import type { CompletionFailureReason } from '@signet/contracts';

/**
 * Sealing cannot succeed however often it is retried (a document file is gone or
 * unreadable): the job marks the agreement 'failed' at once instead of retrying.
 */
export class CompletionFailure extends Error {
  constructor(
    readonly reason: CompletionFailureReason,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'CompletionFailure';
  }
}
