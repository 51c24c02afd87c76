import type { StoredDocument } from '@signet/contracts';
import type { DocumentRow } from './documents-repository.js';

/** The API shape of a document: never the row itself (no storage keys, no owner). */
export function presentDocument(row: DocumentRow): StoredDocument {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    original: {
      fileName: row.originalFileName,
      contentType: row.originalContentType,
      size: row.originalSize,
      sha256: row.originalSha256,
    },
    pdf: { size: row.pdfSize, sha256: row.pdfSha256 },
    pageCount: row.pageCount,
    pageSizes: row.pageSizes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
