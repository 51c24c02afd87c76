import { and, eq } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementDocuments } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/file-store.js';
import { openStoredFile, type DocumentFile, type FileVariant } from '../documents/open-document-file.js';
import { requireSigner, type SignerCredentials } from './signer-access.js';
import { assertOpenFor } from './signer-refusal.js';

/**
 * Opens one of the agreement's documents for one of its recipients (7404 without
 * valid signer credentials, the agreement's closed code once closed, 404 for a
 * document of another agreement).
 */
export async function openSignerDocumentFile(
  db: Db,
  files: FileStore,
  input: { recipientId: bigint; credentials: SignerCredentials; documentId: bigint; variant: FileVariant; ip: string; userAgent: string; now?: Date },
): Promise<DocumentFile> {
  const context = await requireSigner(db, { ...input, now: input.now ?? new Date() });
  assertOpenFor(context);
  const { agreement } = context;
  const [row] = await db
    .select()
    .from(agreementDocuments)
    .where(and(eq(agreementDocuments.agreementId, agreement.id), eq(agreementDocuments.id, input.documentId)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return openStoredFile(files, row, input.variant);
}
