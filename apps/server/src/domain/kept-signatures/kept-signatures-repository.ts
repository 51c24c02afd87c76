import { and, eq } from 'drizzle-orm';
import type { KeptSignatureKind } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { userSignatures } from '../../db/schema/index.js';

export type KeptSignatureRow = typeof userSignatures.$inferSelect;

/** The person's kept rows, at most one per kind. */
export async function listKeptSignatures(db: Db, userId: bigint): Promise<KeptSignatureRow[]> {
  return db.select().from(userSignatures).where(eq(userSignatures.userId, userId));
}

export async function findKeptSignature(db: Db, userId: bigint, kind: KeptSignatureKind): Promise<KeptSignatureRow | null> {
  const [row] = await db.select().from(userSignatures).where(and(eq(userSignatures.userId, userId), eq(userSignatures.kind, kind)));
  return row ?? null;
}

/** Writes the kind's row, replacing what was kept; answers the row as it was before, if any. */
export async function putKeptSignature(db: Db, row: KeptSignatureRow): Promise<KeptSignatureRow | null> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select()
      .from(userSignatures)
      .where(and(eq(userSignatures.userId, row.userId), eq(userSignatures.kind, row.kind)))
      .for('update');
    await tx
      .insert(userSignatures)
      .values(row)
      .onConflictDoUpdate({
        target: [userSignatures.userId, userSignatures.kind],
        set: { imageKey: row.imageKey, imageSha256: row.imageSha256, madeBy: row.madeBy, updatedAt: row.updatedAt },
      });
    return previous ?? null;
  });
}

/** Removes the kind's row; answers it, or null when nothing was kept. */
export async function removeKeptSignature(db: Db, userId: bigint, kind: KeptSignatureKind): Promise<KeptSignatureRow | null> {
  const [removed] = await db
    .delete(userSignatures)
    .where(and(eq(userSignatures.userId, userId), eq(userSignatures.kind, kind)))
    .returning();
  return removed ?? null;
}
