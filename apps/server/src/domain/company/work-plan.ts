import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { consumeSignatureQuota } from '../plan/consume-signature-quota.js';
import { effectivePlan, type PlanHolder } from '../plan/effective-plan.js';

/** A plan and what has been used of it: a person's (users row) or a company's (companies row). */
export type WorkPlanHolder = PlanHolder & { signaturesUsed: number };

async function companyPlanHolder(db: Db, companyId: bigint): Promise<WorkPlanHolder> {
  const [company] = await db
    .select({ planId: companies.planId, planExpiresAt: companies.planExpiresAt, signaturesUsed: companies.signaturesUsed })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new AppError(ErrorCode.NotCompanyMember, { data: { companyId } });
  return company;
}

/**
 * Whose plan counts for work made in a workspace (issue 32): the maker's own in the personal space;
 * in a company the company's (Enterprise while in force, else free) and its count of signature
 * requests, whoever of its members sends.
 */
export async function workPlanHolder(db: Db, where: { companyId: bigint | null }, owner: WorkPlanHolder): Promise<WorkPlanHolder> {
  return where.companyId === null ? owner : companyPlanHolder(db, where.companyId);
}

/**
 * Counts one signature request against the workspace's plan (7206 when used up), atomically like
 * consumeSignatureQuota, in the transaction that sends.
 */
export async function consumeWorkQuota(db: Db, where: { companyId: bigint | null }, ownerId: bigint, now: Date = new Date()): Promise<void> {
  if (where.companyId === null) {
    await consumeSignatureQuota(db, ownerId, now);
    return;
  }
  const quota = effectivePlan(await companyPlanHolder(db, where.companyId), now).signatureQuota;
  const [row] = await db
    .update(companies)
    .set({ signaturesUsed: sql`${companies.signaturesUsed} + 1` })
    .where(and(eq(companies.id, where.companyId), quota === null ? undefined : lt(companies.signaturesUsed, quota)))
    .returning({ used: companies.signaturesUsed });
  if (!row) throw new AppError(ErrorCode.SignatureQuotaUsedUp);
}
