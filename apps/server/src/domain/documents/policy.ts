import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { findOwnedDocument, type DocumentRow } from './documents-repository.js';
import type { Workspace } from '../company/workspace.js';

/**
 * Who may touch a document: only its uploader, in the workspace it was uploaded in (issue 32). Anyone else gets 404, exactly as for
 * an id that does not exist, so ids cannot be probed for existence (not 7403,
 * which would confirm the document is there).
 */
export async function requireOwnDocument(db: Db, owner: Workspace, documentId: bigint): Promise<DocumentRow> {
  const row = await findOwnedDocument(db, owner, documentId);
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}
