import type { ApiError } from './api-error';

/**
 * Answers that want a screen of their own, which only the sender's pages load (the re-check
 * dialog, the company's two-factor message): the sender's layout registers them here, so their
 * code never reaches the signer's pages. Without a handler the call fails as any other.
 */
export interface AnswerHandlers {
  /** 8411 and 8412: resolves true once the person confirmed it is them. */
  recheck?: (error: ApiError) => Promise<boolean>;
  /** Shows a refusal its own way (with a link); true when it did, so no error toast goes beside it. */
  explain?: (error: ApiError) => boolean;
}

let handlers: AnswerHandlers = {};

/** Registers the handlers; returns the unregister. */
export function setAnswerHandlers(next: AnswerHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = {};
  };
}

export const answerHandlers = (): AnswerHandlers => handlers;
