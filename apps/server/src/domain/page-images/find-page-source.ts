import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agreementDocuments, documents, type PageSize } from '../../db/schema/index.js';

/** Where a PDF is stored and the size of each of its pages, as recorded when it was uploaded. */
export interface PageSource {
  pdfKey: string;
  pageSizes: PageSize[];
}

/**
 * The stored PDF with this SHA-256: an agreement's copy (what signers see), else a drive document.
 * Null when no document has it any more (deleted since the link was made).
 */
export async function findPageSource(db: Db, sha256: string): Promise<PageSource | null> {
  const columns = (table: typeof agreementDocuments | typeof documents) => ({ pdfKey: table.pdfKey, pageSizes: table.pageSizes });
  const [copy] = await db.select(columns(agreementDocuments)).from(agreementDocuments).where(eq(agreementDocuments.pdfSha256, sha256)).limit(1);
  if (copy) return copy;
  const [drive] = await db.select(columns(documents)).from(documents).where(eq(documents.pdfSha256, sha256)).limit(1);
  return drive ?? null;
}
