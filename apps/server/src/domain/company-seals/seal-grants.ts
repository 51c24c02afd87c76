import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError, ErrorCode, type SealGrant, type SealRight } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companySealGrants, templates, users } from '../../db/schema/index.js';
import { bodyProblem } from '../agreement-core/draft-input.js';
import { displayNameOf, roleIn } from '../company/companies-repository.js';
import { requireRole } from '../company/company-policy.js';
import { appendSealEvent } from './seal-log.js';
import { grantInForce, requireGrantSpan } from './seal-policy.js';
import { requireSeal } from './seals-repository.js';

type GrantRow = typeof companySealGrants.$inferSelect;

function presentGrant(row: GrantRow, names: { user: string; grantedBy: string }, now: Date): SealGrant {
  return {
    id: row.id,
    sealId: row.sealId,
    userId: row.userId,
    userName: names.user,
    right: row.right as SealRight,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    templateIds: row.templateIds,
    grantedBy: names.grantedBy,
    active: grantInForce(row, now),
  };
}

const nameOf = (user: { name: string | null; email: string | null } | undefined) => user?.name || user?.email || '';

/** The grants on a seal, newest first, ended ones included (owner and admins). */
export async function listGrants(db: Db, caller: { companyId: bigint; userId: bigint; sealId: bigint }): Promise<SealGrant[]> {
  requireRole(caller.companyId, await roleIn(db, caller.companyId, caller.userId), 'seals.manage');
  await requireSeal(db, caller.companyId, caller.sealId);
  const rows = await db.select().from(companySealGrants).where(eq(companySealGrants.sealId, caller.sealId)).orderBy(desc(companySealGrants.id));
  const ids = [...new Set(rows.flatMap((row) => [row.userId, ...(row.grantedBy ? [row.grantedBy] : [])]))];
  const people = ids.length ? await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(people.map((person) => [person.id, person]));
  const now = new Date();
  return rows.map((row) => presentGrant(row, { user: nameOf(byId.get(row.userId)), grantedBy: row.grantedBy ? nameOf(byId.get(row.grantedBy)) : '' }, now));
}

/**
 * Grants a member the use of a seal, or the approval of others' requests (owner and admins): until
 * a date at most three years ahead (8302), optionally only for some of the company's templates.
 * The seal must be active (8301); the person must be a member (8201).
 */
export async function grantSeal(
  db: Db,
  caller: { companyId: bigint; userId: bigint; sealId: bigint },
  input: { userId: bigint; right: SealRight; validUntil: Date; templateIds: bigint[] | null },
  now = new Date(),
): Promise<SealGrant> {
  requireRole(caller.companyId, await roleIn(db, caller.companyId, caller.userId), 'seals.manage');
  requireGrantSpan(input.validUntil, now);
  return db.transaction(async (tx) => {
    const seal = await requireSeal(tx, caller.companyId, caller.sealId, { forUpdate: true });
    if (seal.status !== 'active') throw new AppError(ErrorCode.SealUnusable, { data: { status: seal.status as 'suspended' | 'revoked' }, detail: 'grant on an inactive seal' });
    if ((await roleIn(tx, caller.companyId, input.userId)) === null) throw new AppError(ErrorCode.NotCompanyMember, { data: { companyId: caller.companyId }, detail: `${input.userId} is not a member` });
    if (input.templateIds?.length) {
      const found = await tx.select({ id: templates.id }).from(templates).where(and(inArray(templates.id, input.templateIds), eq(templates.companyId, caller.companyId)));
      if (found.length !== new Set(input.templateIds).size) throw bodyProblem('templateIds', 'Every template must be one of the company’s.');
    }
    const [row] = await tx
      .insert(companySealGrants)
      .values({ sealId: seal.id, userId: input.userId, right: input.right, validFrom: now, validUntil: input.validUntil, templateIds: input.templateIds?.length ? input.templateIds : null, grantedBy: caller.userId })
      .returning();
    if (!row) throw new Error('the grant was not written');
    const names = { user: await displayNameOf(tx, input.userId), grantedBy: await displayNameOf(tx, caller.userId) };
    await appendSealEvent(tx, {
      companyId: caller.companyId,
      kind: 'granted',
      sealId: seal.id,
      actorId: caller.userId,
      actorName: names.grantedBy,
      detail: { grantId: row.id.toString(), to: names.user, toUserId: input.userId.toString(), right: input.right, validUntil: input.validUntil.toISOString(), templateIds: row.templateIds?.map(String) ?? null },
    });
    return presentGrant(row, names, now);
  });
}

/** Ends a grant at once (owner and admins); ending an ended grant changes nothing. */
export async function revokeGrant(db: Db, caller: { companyId: bigint; userId: bigint; grantId: bigint }): Promise<SealGrant> {
  requireRole(caller.companyId, await roleIn(db, caller.companyId, caller.userId), 'seals.manage');
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(companySealGrants).where(eq(companySealGrants.id, caller.grantId)).for('update');
    if (!found) throw new AppError(ErrorCode.NotFound, { detail: `no grant ${caller.grantId}` });
    await requireSeal(tx, caller.companyId, found.sealId);
    const now = new Date();
    const names = { user: await displayNameOf(tx, found.userId), grantedBy: found.grantedBy ? await displayNameOf(tx, found.grantedBy) : '' };
    if (found.revokedAt) return presentGrant(found, names, now);
    const [row] = await tx.update(companySealGrants).set({ revokedAt: now }).where(eq(companySealGrants.id, found.id)).returning();
    if (!row) throw new Error('the grant was not updated');
    await appendSealEvent(tx, { companyId: caller.companyId, kind: 'grant_revoked', sealId: found.sealId, actorId: caller.userId, actorName: await displayNameOf(tx, caller.userId), detail: { grantId: found.id.toString(), from: names.user, right: found.right } });
    return presentGrant(row, names, now);
  });
}

/** A person's grants of one right on a seal (all of them: the policy tells expired from missing). */
export async function grantsOf(db: Db, sealId: bigint, userId: bigint, right: SealRight): Promise<GrantRow[]> {
  return db.select().from(companySealGrants).where(and(eq(companySealGrants.sealId, sealId), eq(companySealGrants.userId, userId), eq(companySealGrants.right, right)));
}
