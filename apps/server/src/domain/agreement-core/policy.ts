import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { findAgreement, lockAgreementNoWait, type AgreementRow } from './agreements-repository.js';

/**
 * Who may read or change an agreement as its sender: only its owner. Unlike drive
 * documents, another user's agreement answers 7403 (spec 6 "no permission to operate
 * the process"); a missing one 404. `forUpdate` locks the row for the caller's transaction.
 */
export async function requireOwnAgreement(
  db: Db,
  userId: bigint,
  agreementId: bigint,
  options: { forUpdate?: boolean } = {},
): Promise<AgreementRow> {
  const row = await findAgreement(db, agreementId, options);
  if (!row) throw new AppError(ErrorCode.NotFound);
  if (row.ownerId !== userId) throw new AppError(ErrorCode.NoPermission);
  return row;
}

/**
 * Like requireOwnAgreement, for the managing actions (delete, restore, void, empty
 * trash): the row is locked without waiting, so a second change while one is in
 * progress answers 7025 'Process locked; try later' (the list shows it as being changed).
 */
export async function lockOwnAgreement(db: Db, userId: bigint, agreementId: bigint): Promise<AgreementRow> {
  const row = await lockAgreementNoWait(db, agreementId);
  if (!row) throw new AppError(ErrorCode.NotFound);
  if (row.ownerId !== userId) throw new AppError(ErrorCode.NoPermission);
  return row;
}

/**
 * A save or send must find a draft, or a sent agreement its sender took back to change
 * ('updating'), out of the trash (7203 in it; 7201 once sent) at the revision the client
 * started from (7026 when another tab saved since).
 */
export function requireDraftAtRevision(row: AgreementRow, revision: number): void {
  // A draft in the trash is frozen until restored.
  if (row.deletedAt) throw new AppError(ErrorCode.ProcessDeleted, { detail: `agreement ${row.id} is in the trash` });
  if (row.status !== 'draft' && row.status !== 'updating') throw new AppError(ErrorCode.AlreadyCreated, { detail: `agreement ${row.id} is ${row.status}` });
  if (row.revision !== revision) {
    throw new AppError(ErrorCode.DraftChanged, { data: { revision: row.revision }, detail: `stale revision ${revision}` });
  }
}
