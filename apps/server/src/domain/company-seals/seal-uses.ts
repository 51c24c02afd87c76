import { and, eq } from 'drizzle-orm';
import type { AppliedSeal, SealKind } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companySealUses, companySeals } from '../../db/schema/index.js';

export type SealUseRow = typeof companySealUses.$inferSelect;

export async function findSealUse(db: Db, agreementId: bigint, recipientId: bigint): Promise<SealUseRow | null> {
  const [row] = await db.select().from(companySealUses).where(and(eq(companySealUses.agreementId, agreementId), eq(companySealUses.recipientId, recipientId)));
  return row ?? null;
}

/** The id a recipient's company seal fields record as their value, or null before a seal is applied. */
export async function sealUseOf(db: Db, agreementId: bigint, recipientId: bigint): Promise<bigint | null> {
  return (await findSealUse(db, agreementId, recipientId))?.id ?? null;
}

export async function sealUsesOf(db: Db, agreementId: bigint): Promise<SealUseRow[]> {
  return db.select().from(companySealUses).where(eq(companySealUses.agreementId, agreementId)).orderBy(companySealUses.id);
}

export async function presentAppliedSeal(db: Db, use: SealUseRow): Promise<AppliedSeal> {
  const [seal] = use.sealId ? await db.select({ name: companySeals.name }).from(companySeals).where(eq(companySeals.id, use.sealId)) : [];
  return {
    partyName: use.partyName,
    sealName: seal?.name ?? null,
    kind: (use.sealKind as SealKind | null) ?? null,
    verified: use.verified,
    faceSha256: use.faceSha256,
    widthMm: use.widthMm,
    heightMm: use.heightMm,
    at: use.at.toISOString(),
  };
}
