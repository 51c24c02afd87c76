import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agreementDocuments } from '../../db/schema/index.js';

/**
 * What a seal approval is bound to: the SHA-256 over the SHA-256 of each of the agreement's
 * documents (as sent, in order). Revising the documents changes it, and the approval with it.
 */
export function digestOf(documentHashes: readonly string[]): string {
  return createHash('sha256').update(documentHashes.join('\n')).digest('hex');
}

export async function agreementDocumentsDigest(db: Db, agreementId: bigint): Promise<string> {
  const rows = await db.select({ sha256: agreementDocuments.pdfSha256 }).from(agreementDocuments).where(eq(agreementDocuments.agreementId, agreementId)).orderBy(asc(agreementDocuments.position));
  return digestOf(rows.map((row) => row.sha256));
}

/** The digest of several agreements at once, for lists of requests. */
export async function agreementDigests(db: Db, agreementIds: readonly bigint[]): Promise<Map<bigint, string>> {
  if (agreementIds.length === 0) return new Map();
  const rows = await db
    .select({ agreementId: agreementDocuments.agreementId, sha256: agreementDocuments.pdfSha256 })
    .from(agreementDocuments)
    .where(inArray(agreementDocuments.agreementId, [...agreementIds]))
    .orderBy(asc(agreementDocuments.agreementId), asc(agreementDocuments.position));
  const grouped = new Map<bigint, string[]>();
  for (const row of rows) grouped.set(row.agreementId, [...(grouped.get(row.agreementId) ?? []), row.sha256]);
  return new Map([...grouped].map(([id, hashes]) => [id, digestOf(hashes)]));
}
