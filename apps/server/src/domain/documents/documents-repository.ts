import { and, desc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';
import type { Workspace } from '../company/workspace.js';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert & { id: bigint };

/** The uploads a workspace sees: the person's own, made in that workspace (issue 32). */
export function ownedBy(owner: Workspace): SQL | undefined {
  return and(eq(documents.ownerId, owner.userId), owner.companyId === null ? isNull(documents.companyId) : eq(documents.companyId, owner.companyId));
}

export async function insertDocument(db: Db, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

/** The workspace owner's document with that id, or undefined: another owner's id looks exactly like a missing one. */
export async function findOwnedDocument(db: Db, owner: Workspace, id: bigint): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), ownedBy(owner)));
  return row;
}

/** Newest first (ids grow with time); `before` is the last id of the previous page. */
export function listOwnedDocuments(db: Db, owner: Workspace, options: { before?: bigint | undefined; limit: number }) {
  return db
    .select()
    .from(documents)
    .where(and(ownedBy(owner), options.before === undefined ? undefined : lt(documents.id, options.before)))
    .orderBy(desc(documents.id))
    .limit(options.limit);
}

export async function updateDocumentName(db: Db, owner: Workspace, id: bigint, name: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(documents.id, id), ownedBy(owner)))
    .returning();
  return row;
}

export async function deleteDocumentRow(db: Db, owner: Workspace, id: bigint): Promise<DocumentRow | undefined> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), ownedBy(owner)))
    .returning();
  return row;
}
