import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../storage/file-store.js';
import { requireOwnDocument } from './policy.js';

export type FileVariant = 'pdf' | 'original';

export interface DocumentFile {
  body: Readable;
  contentType: string;
  size: number;
  sha256: string;
  fileName: string;
}

/**
 * Opens one of the owner's document files for streaming: the PDF (named after the
 * document) or the original as uploaded (under its own name). 404 if not theirs.
 */
export async function openDocumentFile(
  db: Db,
  files: FileStore,
  input: { ownerId: bigint; documentId: bigint; variant: FileVariant },
): Promise<DocumentFile> {
  const row = await requireOwnDocument(db, input.ownerId, input.documentId);
  if (input.variant === 'original') {
    return {
      body: await files.get(row.originalKey),
      contentType: row.originalContentType,
      size: row.originalSize,
      sha256: row.originalSha256,
      fileName: row.originalFileName,
    };
  }
  return { body: await files.get(row.pdfKey), contentType: 'application/pdf', size: row.pdfSize, sha256: row.pdfSha256, fileName: /\.pdf$/i.test(row.name) ? row.name : `${row.name}.pdf` };
}
