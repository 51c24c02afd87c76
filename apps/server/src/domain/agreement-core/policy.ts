import { sql, type SQL } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import type { AgreementPurpose } from '../../db/schema/index.js';
import { mayManage, mayUseTemplate } from '../company/company-policy.js';
import type { Workspace } from '../company/workspace.js';
import { findAgreement, lockAgreementNoWait, type AgreementRow } from './agreements-repository.js';

/** The editor's operations (read, save step 1, save fields) also serve a template's working copy. */
export const EDITABLE_PURPOSES: readonly AgreementPurpose[] = ['agreement', 'template'];
/** A template version's documents may be read (to preview a template before using it), never changed. */
export const READABLE_PURPOSES: readonly AgreementPurpose[] = ['agreement', 'template', 'template_version'];

/**
 * Whether the workspace may act on this row as its sender (company-policy.ts decides): an
 * agreement or a template's working copy by its maker or a company admin; a template version's
 * documents by anyone who may use the template.
 */
function mayActOn(workspace: Workspace, row: AgreementRow): boolean {
  switch (row.purpose) {
    case 'agreement':
      return mayManage(workspace, row, 'agreements.manageAll');
    case 'template':
      return mayManage(workspace, row, 'templates.manageAll');
    case 'template_version':
      return mayUseTemplate(workspace, row);
  }
}

/**
 * Test mode (issue 38), as Stripe's test keys: a test key sees and changes test agreements only;
 * a live one answers 404 to it, as if absent, so a test integration can never touch (or learn of)
 * a real agreement. A web session and a live key see both (the app lists them apart). Templates
 * are not split: a test key uses the same templates, and what it makes from them is a test agreement.
 */
export function hiddenFromTestKey(workspace: Workspace, row: Pick<AgreementRow, 'purpose' | 'test'>): boolean {
  return workspace.testMode === true && row.purpose === 'agreement' && !row.test;
}

/** The same rule as a condition on `agreements a`, for operations on many rows at once (emptying the trash). */
export const testKeyScope = (workspace: Workspace): SQL => (workspace.testMode === true ? sql`a.test` : sql`true`);

/** Whether an agreement made in this workspace is a test agreement: made through a test-mode key. */
export const makesTestAgreements = (workspace: Workspace): boolean => workspace.testMode === true;

/**
 * Who may read or change an agreement as its sender: its maker in the workspace it was made in,
 * or an admin of its company (issue 32). Unlike drive documents, another's agreement answers 7403
 * (spec 6 "no permission to operate the process"); a missing one 404. `forUpdate` locks the row for
 * the caller's transaction. Template rows (issue 14) answer 404 unless the operation names their
 * purpose (only agreements are sent, voided, copied or deleted through these operations), and 404
 * to anyone who may not see them, whatever the operation. A live agreement is 404 to a test key.
 */
export async function requireOwnAgreement(
  db: Db,
  workspace: Workspace,
  agreementId: bigint,
  options: { forUpdate?: boolean; purposes?: readonly AgreementPurpose[] } = {},
): Promise<AgreementRow> {
  const row = await findAgreement(db, agreementId, options);
  if (!row || !(options.purposes ?? ['agreement']).includes(row.purpose) || hiddenFromTestKey(workspace, row)) throw new AppError(ErrorCode.NotFound);
  // A template's rows are never revealed to anyone else: the same 404 as a missing id.
  if (!mayActOn(workspace, row)) throw new AppError(row.purpose === 'agreement' ? ErrorCode.NoPermission : ErrorCode.NotFound);
  return row;
}

/**
 * Like requireOwnAgreement, for the managing actions (delete, restore, void, empty
 * trash): the row is locked without waiting, so a second change while one is in
 * progress answers 7025 'Process locked; try later' (the list shows it as being changed).
 */
export async function lockOwnAgreement(db: Db, workspace: Workspace, agreementId: bigint): Promise<AgreementRow> {
  const row = await lockAgreementNoWait(db, agreementId);
  if (!row || row.purpose !== 'agreement' || hiddenFromTestKey(workspace, row)) throw new AppError(ErrorCode.NotFound);
  if (!mayActOn(workspace, row)) throw new AppError(ErrorCode.NoPermission);
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
