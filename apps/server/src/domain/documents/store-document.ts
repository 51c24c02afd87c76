import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import type { DocumentKind, PageSize } from '../../db/schema/documents.js';
import { nextId } from '../../db/ids.js';
import { enqueueFirstPageImages } from '../../jobs/page-image-job.js';
import type { FileStore } from '../../storage/file-store.js';
import { documentKey } from '../../storage/storage-key.js';
import { madeIn, type Workspace } from '../company/workspace.js';
import { insertDocument, type DocumentRow } from './documents-repository.js';

export interface DocumentToStore {
  owner: Workspace;
  name: string;
  kind: DocumentKind;
  original: { body: Buffer | Readable; fileName: string; contentType: string; extension: string };
  /** The converted PDF; null when the original is itself the PDF (stored once, both keys name it). */
  pdf: Uint8Array | null;
  pageSizes: PageSize[];
}

/**
 * Streams the original (and the converted PDF) to the file store, which hashes
 * them on the way, then records the document and queues its page 1 images (issue 37). Files are removed again if the
 * row cannot be written, so a failure leaves nothing behind.
 */
export async function storeDocument(db: Db, files: FileStore, input: DocumentToStore): Promise<DocumentRow> {
  const id = await nextId(db);
  const now = new Date();
  const stored: string[] = [];
  try {
    const original = await files.put(documentKey(id, input.original.extension, now), input.original.body, {
      contentType: input.original.contentType,
    });
    stored.push(original.key);
    const pdf = input.pdf
      ? await files.put(documentKey(id, 'pdf', now), Buffer.from(input.pdf.buffer, input.pdf.byteOffset, input.pdf.byteLength), {
          contentType: 'application/pdf',
        })
      : original;
    stored.push(pdf.key);
    const row = {
      id,
      ...madeIn(input.owner),
      name: input.name,
      kind: input.kind,
      originalKey: original.key,
      originalFileName: input.original.fileName,
      originalContentType: input.original.contentType,
      originalSize: original.size,
      originalSha256: original.sha256,
      pdfKey: pdf.key,
      pdfSize: pdf.size,
      pdfSha256: pdf.sha256,
      pageCount: input.pageSizes.length,
      pageSizes: input.pageSizes,
      createdAt: now,
      updatedAt: now,
    };
    // The row and its page-1 images job commit together: every stored document gets its first page drawn.
    return await db.transaction(async (tx) => {
      const inserted = await insertDocument(tx, row);
      await enqueueFirstPageImages(tx, { documentId: inserted.id, sha256: inserted.pdfSha256 });
      return inserted;
    });
  } catch (error) {
    await Promise.all(stored.map((key) => files.delete(key).catch(() => undefined)));
    throw error;
  }
}
