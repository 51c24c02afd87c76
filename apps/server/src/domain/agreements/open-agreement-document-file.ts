import { and, eq } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementDocuments } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/file-store.js';
import { openStoredFile, type DocumentFile, type FileVariant } from '../documents/open-document-file.js';
import { READABLE_PURPOSES, requireOwnAgreement } from '../agreement-core/policy.js';
import type { Workspace } from '../company/workspace.js';

/**
 * Opens one of an agreement's documents for its sender, from the agreement's own
 * copy (so it still opens after the drive document was renamed or deleted).
 * 7403 for another user's agreement, 404 for a missing agreement or document.
 */
export async function openAgreementDocumentFile(
  db: Db,
  files: FileStore,
  input: Workspace & { agreementId: bigint; documentId: bigint; variant: FileVariant },
): Promise<DocumentFile> {
  const agreement = await requireOwnAgreement(db, input, input.agreementId, { purposes: READABLE_PURPOSES });
  const [row] = await db
    .select()
    .from(agreementDocuments)
    .where(and(eq(agreementDocuments.agreementId, agreement.id), eq(agreementDocuments.id, input.documentId)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return openStoredFile(files, row, input.variant);
}
