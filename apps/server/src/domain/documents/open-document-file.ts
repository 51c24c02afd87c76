import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import type { ByteRange, FileStore } from '../../storage/file-store.js';
import type { DocumentRow } from './documents-repository.js';
import { requireOwnDocument } from './policy.js';
import type { Workspace } from '../company/workspace.js';

export type FileVariant = 'pdf' | 'original';

export interface DocumentFile {
  /** Opens the bytes, all of them or one range (a viewer reading the pages it shows first). */
  open: (range?: ByteRange) => Promise<Readable>;
  contentType: string;
  size: number;
  sha256: string;
  fileName: string;
  /** How long a browser may keep it; by default nothing keeps a copy (`no-store`). */
  cacheControl?: string;
}

/**
 * Opens one of the owner's document files for streaming: the PDF (named after the
 * document) or the original as uploaded (under its own name). 404 if not theirs.
 */
export async function openDocumentFile(
  db: Db,
  files: FileStore,
  input: { owner: Workspace; documentId: bigint; variant: FileVariant },
): Promise<DocumentFile> {
  return openStoredFile(files, await requireOwnDocument(db, input.owner, input.documentId), input.variant);
}

/** The columns a stored document (drive or agreement copy) keeps about its two files. */
export type StoredFileColumns = Pick<
  DocumentRow,
  'name' | 'originalKey' | 'originalFileName' | 'originalContentType' | 'originalSize' | 'originalSha256' | 'pdfKey' | 'pdfSize' | 'pdfSha256'
>;

/** Streams the PDF (named after the document) or the original as uploaded (under its own name). */
export async function openStoredFile(files: FileStore, row: StoredFileColumns, variant: FileVariant): Promise<DocumentFile> {
  if (variant === 'original') {
    return {
      open: (range) => files.get(row.originalKey, range),
      contentType: row.originalContentType,
      size: row.originalSize,
      sha256: row.originalSha256,
      fileName: row.originalFileName,
    };
  }
  return { open: (range) => files.get(row.pdfKey, range), contentType: 'application/pdf', size: row.pdfSize, sha256: row.pdfSha256, fileName: /\.pdf$/i.test(row.name) ? row.name : `${row.name}.pdf` };
}
