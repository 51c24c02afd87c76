import { and, eq, inArray } from 'drizzle-orm';
import { AppError, ErrorCode, type Seal, type SealKind, type SealStatus } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companySeals, companySealSettings, companySealVersions } from '../../db/schema/index.js';
import { needsApproval } from './seal-policy.js';

export type SealRow = typeof companySeals.$inferSelect;
export type SealVersionRow = typeof companySealVersions.$inferSelect;

export async function sealSettingsOf(db: Db, companyId: bigint): Promise<{ officialNeedsApproval: boolean }> {
  const [row] = await db.select().from(companySealSettings).where(eq(companySealSettings.companyId, companyId));
  return { officialNeedsApproval: row?.officialNeedsApproval ?? true };
}

/** A seal of the company, or 404 (a seal of another company answers the same, so ids cannot be probed). */
export async function requireSeal(db: Db, companyId: bigint, sealId: bigint, options: { forUpdate?: boolean } = {}): Promise<SealRow> {
  const query = db.select().from(companySeals).where(and(eq(companySeals.id, sealId), eq(companySeals.companyId, companyId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError(ErrorCode.NotFound, { detail: `no seal ${sealId} in company ${companyId}` });
  return row;
}

export async function sealVersion(db: Db, sealId: bigint, version: number): Promise<SealVersionRow> {
  const [row] = await db.select().from(companySealVersions).where(and(eq(companySealVersions.sealId, sealId), eq(companySealVersions.version, version)));
  if (!row) throw new AppError(ErrorCode.NotFound, { detail: `no version ${version} of seal ${sealId}` });
  return row;
}

/** The seals with their current faces, in the order they were made. */
export async function sealsWithFaces(db: Db, companyId: bigint, ids?: readonly bigint[]): Promise<{ seal: SealRow; face: SealVersionRow }[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ seal: companySeals, face: companySealVersions })
    .from(companySeals)
    .innerJoin(companySealVersions, and(eq(companySealVersions.sealId, companySeals.id), eq(companySealVersions.version, companySeals.version)))
    .where(and(eq(companySeals.companyId, companyId), ids ? inArray(companySeals.id, [...ids]) : undefined))
    .orderBy(companySeals.id);
  return rows;
}

export function presentSeal(seal: SealRow, face: SealVersionRow, settings: { officialNeedsApproval: boolean }): Seal {
  return {
    id: seal.id,
    kind: seal.kind as SealKind,
    name: seal.name,
    status: seal.status as SealStatus,
    version: seal.version,
    source: face.source as 'generated' | 'uploaded',
    widthMm: face.widthMm,
    heightMm: face.heightMm,
    faceSha256: face.faceSha256,
    createdAt: seal.createdAt.toISOString(),
    needsApproval: needsApproval(seal, settings),
  };
}
