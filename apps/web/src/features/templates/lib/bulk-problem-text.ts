import type { BulkSend } from '@signet/contracts';
import type { TFunction } from 'i18next';
import { catalogueMessage } from '../../../lib/i18n/problem-message';

type Problem = BulkSend['fileErrors'][number];

/** A bulk problem (a catalogue key and its values, from the server) in the reader's language. */
export function bulkProblemText(t: TFunction, problem: Problem): string {
  return catalogueMessage(t, problem.key, problem.values);
}
