import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert & { id: bigint };

export async function insertDocument(db: Db, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

/** The owner's document with that id, or undefined: another owner's id looks exactly like a missing one. */
export async function findOwnedDocument(db: Db, ownerId: bigint, id: bigint): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.ownerId, ownerId)));
  return row;
}

/** Newest first (ids grow with time); `before` is the last id of the previous page. */
export function listOwnedDocuments(db: Db, ownerId: bigint, options: { before?: bigint | undefined; limit: number }) {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.ownerId, ownerId), options.before === undefined ? undefined : lt(documents.id, options.before)))
    .orderBy(desc(documents.id))
    .limit(options.limit);
}

export async function updateDocumentName(db: Db, ownerId: bigint, id: bigint, name: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(documents.id, id), eq(documents.ownerId, ownerId)))
    .returning();
  return row;
}

export async function deleteDocumentRow(db: Db, ownerId: bigint, id: bigint): Promise<DocumentRow | undefined> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.ownerId, ownerId)))
    .returning();
  return row;
}
