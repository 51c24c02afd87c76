import { ErrorCode } from '@signet/contracts';
import type { SecondFactorChallenge } from '@signet/contracts';
import { isApiError } from '../../../lib/api/api-error';

/** A sign-in's failure that is in fact its second step (8413): hands the challenge on. */
export function secondFactorOf(error: unknown, onChallenge: (challenge: SecondFactorChallenge) => void): void {
  const challenge = isApiError(error) ? error.dataFor(ErrorCode.SecondFactorRequired) : null;
  if (challenge) onChallenge(challenge);
}
