import type { Agreement, FinalFile } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { AgreementParts, AgreementRow } from './agreements-repository.js';
import { presentAgreement } from './present-agreement.js';
import { findCompletion, type CompletionRow } from './completion-repository.js';
import { loadAgreementOrigin } from './agreement-origin.js';
import { listFinalDocuments, presentFinalDocuments } from './final-documents-repository.js';

/** The sealed file as the API shows it (never its storage key), or null before sealing. */
export function presentFinal(completion: CompletionRow | undefined): FinalFile | null {
  if (!completion?.finalSha256 || completion.finalSize === null || !completion.sealedAt) return null;
  return { sha256: completion.finalSha256, size: completion.finalSize, sealedAt: completion.sealedAt.toISOString() };
}

/** What the sender sees of sealing: the final file, and why it failed while 'failed'. */
export function presentCompletion(completion: CompletionRow | undefined): Pick<Agreement, 'final' | 'completionFailure'> {
  const failure = completion?.failureReason && completion.failedAt ? { reason: completion.failureReason as NonNullable<Agreement['completionFailure']>['reason'], at: completion.failedAt.toISOString() } : null;
  return { final: presentFinal(completion), completionFailure: failure };
}

/** The agreement as its sender sees it: its template, if any, and its sealing. */
export async function presentAgreementWithCompletion(db: Db, row: AgreementRow, parts: AgreementParts): Promise<Agreement> {
  const [origin, completion, finals] = await Promise.all([loadAgreementOrigin(db, row), findCompletion(db, row.id), listFinalDocuments(db, row.id)]);
  const completed = presentCompletion(completion);
  return { ...presentAgreement(row, parts, origin), ...completed, finalDocuments: completed.final ? presentFinalDocuments(finals) : [] };
}
