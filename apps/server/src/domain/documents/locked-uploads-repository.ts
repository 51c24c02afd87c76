import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lockedUploads } from '../../db/schema/index.js';

export type LockedUploadRow = typeof lockedUploads.$inferSelect;

/** How long a password-protected upload waits for its password. */
export const LOCKED_UPLOAD_TTL_MS = 60 * 60 * 1000;

export async function insertLockedUpload(db: Db, values: typeof lockedUploads.$inferInsert & { id: bigint }): Promise<LockedUploadRow> {
  const [row] = await db.insert(lockedUploads).values(values).returning();
  if (!row) throw new Error('locked upload insert returned nothing');
  return row;
}

/** The owner's upload that has not expired, or undefined (another owner's looks missing). */
export async function findLockedUpload(db: Db, ownerId: bigint, id: bigint, now = new Date()): Promise<LockedUploadRow | undefined> {
  const [row] = await db
    .select()
    .from(lockedUploads)
    .where(and(eq(lockedUploads.id, id), eq(lockedUploads.ownerId, ownerId), gt(lockedUploads.expiresAt, now)));
  return row;
}

export async function deleteLockedUpload(db: Db, id: bigint): Promise<void> {
  await db.delete(lockedUploads).where(eq(lockedUploads.id, id));
}

/** Removes up to `limit` expired rows and returns them, so their files can be deleted. */
export async function takeExpiredLockedUploads(db: Db, now = new Date(), limit = 50): Promise<LockedUploadRow[]> {
  const expired = await db.select({ id: lockedUploads.id }).from(lockedUploads).where(lte(lockedUploads.expiresAt, now)).limit(limit);
  const taken: LockedUploadRow[] = [];
  for (const { id } of expired) {
    // Deleting with returning makes two processes that clean at once each take a row only once.
    const [row] = await db.delete(lockedUploads).where(eq(lockedUploads.id, id)).returning();
    if (row) taken.push(row);
  }
  return taken;
}
