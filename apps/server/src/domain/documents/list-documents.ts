import type { Db } from '../../db/client.js';
import { listOwnedDocuments, type DocumentRow } from './documents-repository.js';
import type { Workspace } from '../company/workspace.js';

/**
 * One page of the owner's documents, newest first. `nextCursor` is the last id
 * of this page when more may follow (ids only grow, so a page never shifts when
 * new documents arrive), else null.
 */
export async function listDocuments(
  db: Db,
  input: { owner: Workspace; cursor?: bigint | undefined; limit: number },
): Promise<{ documents: DocumentRow[]; nextCursor: string | null }> {
  const rows = await listOwnedDocuments(db, input.owner, { before: input.cursor, limit: input.limit + 1 });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return { documents: page, nextCursor: rows.length > input.limit && last ? last.id.toString() : null };
}
