import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { AppError, ErrorCode, mayDo, type Seal, type SealFaceInput, type SealKind, type SealStatus } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companySealGrants, companySeals, companySealSettings, companySealVersions } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/file-store.js';
import { bodyProblem } from '../agreement-core/draft-input.js';
import { displayNameOf, roleIn } from '../company/companies-repository.js';
import { requireRole } from '../company/company-policy.js';
import { faceImage, makeFace, storeFace, faceDataUrl } from './seal-face-files.js';
import { appendSealEvent } from './seal-log.js';
import { presentSeal, requireSeal, sealSettingsOf, sealsWithFaces, sealVersion } from './seals-repository.js';

interface Caller {
  companyId: bigint;
  userId: bigint;
}

/**
 * The company's seals. Owner and admins see all; a member sees the seals they hold a grant in force
 * on, to know what they may use or approve.
 */
export async function listSeals(db: Db, caller: Caller): Promise<{ seals: Seal[]; officialNeedsApproval: boolean }> {
  const role = requireRole(caller.companyId, await roleIn(db, caller.companyId, caller.userId), 'company.view');
  const settings = await sealSettingsOf(db, caller.companyId);
  let ids: bigint[] | undefined;
  if (!mayDo(role, 'seals.manage')) {
    const now = new Date();
    const grants = await db
      .select({ sealId: companySealGrants.sealId })
      .from(companySealGrants)
      .where(and(eq(companySealGrants.userId, caller.userId), isNull(companySealGrants.revokedAt), lte(companySealGrants.validFrom, now), gt(companySealGrants.validUntil, now)));
    ids = [...new Set(grants.map((grant) => grant.sealId))];
  }
  const rows = await sealsWithFaces(db, caller.companyId, ids);
  return { seals: rows.map(({ seal, face }) => presentSeal(seal, face, settings)), ...settings };
}

/** Draws a face for the form's preview; nothing is stored (owner and admins). */
export async function previewFace(db: Db, caller: Caller, face: SealFaceInput) {
  requireRole(caller.companyId, await roleIn(db, caller.companyId, caller.userId), 'seals.manage');
  const made = await makeFace(face);
  return { image: faceDataUrl(made), widthMm: made.widthMm, heightMm: made.heightMm };
}

/** Makes a seal with its first face (owner and admins), and logs it. */
export async function createSeal(db: Db, files: FileStore, caller: Caller, input: { kind: SealKind; name: string; face: SealFaceInput }): Promise<Seal> {
  requireRole(caller.companyId, await roleIn(db, caller.companyId, caller.userId), 'seals.manage');
  if (input.face.source === 'generated' && input.face.spec.kind !== input.kind) throw bodyProblem('face.spec.kind', 'The face describes another kind of seal than this one.');
  const made = await makeFace(input.face);
  const stored = await storeFace(files, made);
  return db.transaction(async (tx) => {
    const [seal] = await tx.insert(companySeals).values({ companyId: caller.companyId, kind: input.kind, name: input.name, createdBy: caller.userId }).returning();
    if (!seal) throw new Error('the seal was not written');
    const [face] = await tx
      .insert(companySealVersions)
      .values({ sealId: seal.id, version: 1, source: made.source, spec: made.spec, faceKey: stored.key, faceSha256: stored.sha256, widthMm: made.widthMm, heightMm: made.heightMm, createdBy: caller.userId })
      .returning();
    if (!face) throw new Error('the seal face was not written');
    await appendSealEvent(tx, { companyId: caller.companyId, kind: 'created', sealId: seal.id, actorId: caller.userId, actorName: await displayNameOf(tx, caller.userId), detail: { name: seal.name, sealKind: seal.kind, version: 1, source: made.source, faceSha256: stored.sha256 } });
    return presentSeal(seal, face, await sealSettingsOf(tx, caller.companyId));
  });
}

/** A new face: a new version. Uses already made keep the version they carried (owner and admins). */
export async function replaceFace(db: Db, files: FileStore, caller: Caller & { sealId: bigint }, input: SealFaceInput): Promise<Seal> {
  requireRole(caller.companyId, await roleIn(db, caller.companyId, caller.userId), 'seals.manage');
  const made = await makeFace(input);
  const stored = await storeFace(files, made);
  return db.transaction(async (tx) => {
    const seal = await requireSeal(tx, caller.companyId, caller.sealId, { forUpdate: true });
    if (seal.status === 'revoked') throw new AppError(ErrorCode.SealUnusable, { data: { status: 'revoked' }, detail: 'a revoked seal keeps its face' });
    if (input.source === 'generated' && input.spec.kind !== seal.kind) throw bodyProblem('face.spec.kind', 'The face describes another kind of seal than this one.');
    const version = seal.version + 1;
    const [face] = await tx
      .insert(companySealVersions)
      .values({ sealId: seal.id, version, source: made.source, spec: made.spec, faceKey: stored.key, faceSha256: stored.sha256, widthMm: made.widthMm, heightMm: made.heightMm, createdBy: caller.userId })
      .returning();
    const [updated] = await tx.update(companySeals).set({ version, updatedAt: new Date() }).where(eq(companySeals.id, seal.id)).returning();
    if (!face || !updated) throw new Error('the seal face was not written');
    await appendSealEvent(tx, { companyId: caller.companyId, kind: 'face_changed', sealId: seal.id, actorId: caller.userId, actorName: await displayNameOf(tx, caller.userId), detail: { version, source: made.source, faceSha256: stored.sha256 } });
    return presentSeal(updated, face, await sealSettingsOf(tx, caller.companyId));
  });
}

const STATUS_EVENT = { active: 'reactivated', suspended: 'suspended', revoked: 'revoked' } as const;

/** Suspends, reactivates or revokes a seal (owner and admins). Revoking is for good: 8301 for any later change. */
export async function setSealStatus(db: Db, caller: Caller & { sealId: bigint }, status: SealStatus): Promise<Seal> {
  requireRole(caller.companyId, await roleIn(db, caller.companyId, caller.userId), 'seals.manage');
  return db.transaction(async (tx) => {
    const seal = await requireSeal(tx, caller.companyId, caller.sealId, { forUpdate: true });
    if (seal.status === 'revoked') throw new AppError(ErrorCode.SealUnusable, { data: { status: 'revoked' }, detail: 'a revoked seal stays revoked' });
    const [updated] = await tx.update(companySeals).set({ status, updatedAt: new Date() }).where(eq(companySeals.id, seal.id)).returning();
    if (!updated) throw new Error('the seal was not updated');
    if (status !== seal.status) {
      await appendSealEvent(tx, { companyId: caller.companyId, kind: STATUS_EVENT[status], sealId: seal.id, actorId: caller.userId, actorName: await displayNameOf(tx, caller.userId), detail: { from: seal.status, to: status } });
    }
    return presentSeal(updated, await sealVersion(tx, seal.id, seal.version), await sealSettingsOf(tx, caller.companyId));
  });
}

/** A seal's face (current or an older version) for anyone in the company. */
export async function readSealFace(db: Db, files: FileStore, caller: Caller & { sealId: bigint; version?: number | undefined }) {
  requireRole(caller.companyId, await roleIn(db, caller.companyId, caller.userId), 'company.view');
  const seal = await requireSeal(db, caller.companyId, caller.sealId);
  const face = await sealVersion(db, seal.id, caller.version ?? seal.version);
  return faceImage(files, face.faceKey);
}

/** The company's rule for the official seal (owner and admins), logged. */
export async function setSealSettings(db: Db, caller: Caller, input: { officialNeedsApproval: boolean }) {
  requireRole(caller.companyId, await roleIn(db, caller.companyId, caller.userId), 'seals.manage');
  return db.transaction(async (tx) => {
    const before = await sealSettingsOf(tx, caller.companyId);
    await tx
      .insert(companySealSettings)
      .values({ companyId: caller.companyId, officialNeedsApproval: input.officialNeedsApproval })
      .onConflictDoUpdate({ target: companySealSettings.companyId, set: { officialNeedsApproval: input.officialNeedsApproval, updatedAt: new Date() } });
    if (before.officialNeedsApproval !== input.officialNeedsApproval) {
      await appendSealEvent(tx, { companyId: caller.companyId, kind: 'settings_changed', actorId: caller.userId, actorName: await displayNameOf(tx, caller.userId), detail: { officialNeedsApproval: input.officialNeedsApproval } });
    }
    return { officialNeedsApproval: input.officialNeedsApproval };
  });
}
