import type { BulkSend } from '@signet/contracts';
import type { TFunction } from 'i18next';

type Problem = BulkSend['fileErrors'][number];

/** A bulk problem (a catalogue key and its values, from the server) in the reader's language. */
export function bulkProblemText(t: TFunction, problem: Problem): string {
  // The key comes from the server's catalogue, which the web ships too (namespace common).
  return t(problem.key as 'bulk_required', { ns: 'common', ...problem.values });
}
