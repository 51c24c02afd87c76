import type { SealChoice } from '@signet/contracts';

/**
 * What stands between the signer and a seal: a code to confirm it ('code', or 'approved' after an
 * approval), an approval to ask for ('ask'), one being waited for ('waiting'), a refusal
 * ('rejected'), or an approval the changed documents voided ('changed').
 */
export type SealChoiceStep = 'code' | 'approved' | 'ask' | 'waiting' | 'rejected' | 'changed';

export function sealChoiceStep(choice: Pick<SealChoice, 'authority' | 'request'>): SealChoiceStep {
  if (choice.authority === 'approval') return 'approved';
  if (choice.authority === 'grant') return 'code';
  const request = choice.request;
  if (!request) return 'ask';
  if (request.documentsChanged && request.status !== 'rejected') return 'changed';
  if (request.status === 'pending') return 'waiting';
  if (request.status === 'rejected') return 'rejected';
  return 'ask';
}

/** Pages as people read them: 1–3, 5. */
export function pageRangesText(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length; index++) {
    const first = sorted[index] ?? 0;
    let last = first;
    while (sorted[index + 1] === last + 1) last = sorted[++index] ?? last;
    parts.push(last === first ? String(first) : `${first}–${last}`);
  }
  return parts.join(', ');
}
