import { asc, eq, sql } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { parallelReads } from '../../db/parallel-reads.js';
import { preparedQuery } from '../../db/prepared.js';
import { agreementDocuments, agreementFields, agreementRecipients, agreements } from '../../db/schema/index.js';

export type AgreementRow = typeof agreements.$inferSelect;
export type AgreementDocumentRow = typeof agreementDocuments.$inferSelect;
export type AgreementRecipientRow = typeof agreementRecipients.$inferSelect;
export type AgreementFieldRow = typeof agreementFields.$inferSelect;

/** What an agreement holds: documents and recipients in list order, fields by document, page and id. */
export interface AgreementParts {
  documents: AgreementDocumentRow[];
  recipients: AgreementRecipientRow[];
  fields: AgreementFieldRow[];
}

/** The agreement row, locked until the transaction ends when `forUpdate` (saves and sends take turns). */
export async function findAgreement(db: Db, id: bigint, options: { forUpdate?: boolean } = {}): Promise<AgreementRow | undefined> {
  const query = db.select().from(agreements).where(eq(agreements.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** PostgreSQL's lock_not_available (a NOWAIT lock found the row locked), through any driver's wrapping. */
function isLockNotAvailable(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '55P03') return true;
  }
  return false;
}

/**
 * The agreement row locked for the caller's transaction without waiting: when another
 * change holds it, the caller gets 7025 'Process locked; try later' at once instead of
 * queueing behind it (or deadlocking with it).
 */
export async function lockAgreementNoWait(db: Db, id: bigint): Promise<AgreementRow | undefined> {
  try {
    const [row] = await db.select().from(agreements).where(eq(agreements.id, id)).for('update', { noWait: true });
    return row;
  } catch (error) {
    if (isLockNotAvailable(error)) throw new AppError(ErrorCode.ProcessLocked, { detail: `agreement ${id} is locked` });
    throw error;
  }
}

/** Marks the agreement changed now (its list row and detail page refresh), e.g. when a recipient acts. */
export async function touchAgreement(db: Db, id: bigint, now = new Date()): Promise<void> {
  await db.update(agreements).set({ updatedAt: now }).where(eq(agreements.id, id));
}

// Prepared (db/prepared.ts): nearly every page of a sender or a signer reads an agreement's parts.
const documentsOf = preparedQuery((db) =>
  db.select().from(agreementDocuments).where(eq(agreementDocuments.agreementId, sql.placeholder('id'))).orderBy(asc(agreementDocuments.position)).prepare('agreement_documents_of'),
);
const recipientsOf = preparedQuery((db) =>
  db.select().from(agreementRecipients).where(eq(agreementRecipients.agreementId, sql.placeholder('id'))).orderBy(asc(agreementRecipients.position)).prepare('agreement_recipients_of'),
);
const fieldsOf = preparedQuery((db) => db.select().from(agreementFields).where(eq(agreementFields.agreementId, sql.placeholder('id'))).prepare('agreement_fields_of'));

export async function loadAgreementParts(db: Db, agreementId: bigint): Promise<AgreementParts> {
  const id = { id: agreementId };
  const [documents, recipients, fields] = await parallelReads(db, [
    () => documentsOf(db).execute(id),
    () => recipientsOf(db).execute(id),
    () => fieldsOf(db).execute(id),
  ]);
  const documentOrder = new Map(documents.map((document) => [document.id, document.position]));
  fields.sort(
    (a, b) =>
      (documentOrder.get(a.documentId) ?? 0) - (documentOrder.get(b.documentId) ?? 0) ||
      a.page - b.page ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return { documents, recipients, fields };
}

/** Sets the columns a save changes and bumps the revision. */
export async function updateAgreement(
  db: Db,
  id: bigint,
  values: Partial<Omit<AgreementRow, 'id' | 'ownerId' | 'createdAt' | 'revision' | 'status'>> & { revision: number },
): Promise<AgreementRow> {
  const [row] = await db
    .update(agreements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(agreements.id, id))
    .returning();
  if (!row) throw new Error(`agreement ${id} vanished while locked`);
  return row;
}
