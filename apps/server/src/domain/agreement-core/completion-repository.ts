import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agreementCompletions } from '../../db/schema/index.js';

export type CompletionRow = typeof agreementCompletions.$inferSelect;

export async function findCompletion(db: Db, agreementId: bigint): Promise<CompletionRow | undefined> {
  const [row] = await db.select().from(agreementCompletions).where(eq(agreementCompletions.agreementId, agreementId));
  return row;
}

/** Sets columns of the agreement's completion row, creating it when there is none. */
export async function upsertCompletion(db: Db, agreementId: bigint, values: Partial<Omit<CompletionRow, 'agreementId' | 'createdAt'>>): Promise<void> {
  await db
    .insert(agreementCompletions)
    .values({ agreementId, ...values })
    .onConflictDoUpdate({ target: agreementCompletions.agreementId, set: { ...values, updatedAt: new Date() } });
}

/** The stored final file's key: one per sealing attempt, so two runs never write the same file. */
export function finalKey(agreementId: bigint, attempt: string): string {
  return `agreements/${agreementId}/final-${attempt}.pdf`;
}
