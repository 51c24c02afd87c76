import { resolveMessageValues, type DraftProblem, type MessageValues, type ZMessageValues } from '@signet/contracts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** A message of the catalogue shared with the server, with any message or list in its values translated too. */
export function catalogueMessage(t: TFunction, key: string, values: MessageValues | z.infer<typeof ZMessageValues> = {}): string {
  // Keys and values come from the server's catalogue at run time, so they are checked there, not here.
  const translate = t as unknown as (key: string, options: Record<string, unknown>) => string;
  const common = (part: string, partValues?: Record<string, unknown>) => translate(part, { ns: 'common', ...partValues });
  return common(key, resolveMessageValues(values, common));
}

/** A draft problem in the reader's language. */
export function problemMessage(t: TFunction, problem: Pick<DraftProblem, 'messageKey' | 'values'>): string {
  return catalogueMessage(t, problem.messageKey, problem.values);
}
