import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { updateDocumentName, type DocumentRow } from './documents-repository.js';
import type { Workspace } from '../company/workspace.js';

/** Renames the owner's document (the name is already checked by the contract's ZDocumentName); 404 if it is not theirs. */
export async function renameDocument(db: Db, input: { owner: Workspace; documentId: bigint; name: string }): Promise<DocumentRow> {
  const row = await updateDocumentName(db, input.owner, input.documentId, input.name);
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}
