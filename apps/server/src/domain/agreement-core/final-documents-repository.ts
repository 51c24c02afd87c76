import { asc, eq } from 'drizzle-orm';
import type { FinalDocument } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { agreementDocuments, finalDocuments } from '../../db/schema/index.js';

export type FinalDocumentRow = typeof finalDocuments.$inferSelect & { name: string; position: number };

/** One document's sealed file: one per sealing attempt, like the merged one's (finalKey). */
export function finalDocumentKey(agreementId: bigint, attempt: string, agreementDocumentId: bigint): string {
  return `agreements/${agreementId}/final-${attempt}-document-${agreementDocumentId}.pdf`;
}

/** The per-document sealed files of an agreement, in the documents' order (none for a single document). */
export async function listFinalDocuments(db: Db, agreementId: bigint): Promise<FinalDocumentRow[]> {
  const rows = await db
    .select({ row: finalDocuments, name: agreementDocuments.name, position: agreementDocuments.position })
    .from(finalDocuments)
    .innerJoin(agreementDocuments, eq(agreementDocuments.id, finalDocuments.agreementDocumentId))
    .where(eq(finalDocuments.agreementId, agreementId))
    .orderBy(asc(agreementDocuments.position), asc(agreementDocuments.id));
  return rows.map(({ row, name, position }) => ({ ...row, name, position }));
}

/** As the API shows them: never the storage key. */
export function presentFinalDocuments(rows: readonly FinalDocumentRow[]): FinalDocument[] {
  return rows.map((row) => ({ agreementDocumentId: row.agreementDocumentId, name: row.name, sha256: row.sha256, size: row.size }));
}
