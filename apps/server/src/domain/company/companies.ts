import { AppError, ErrorCode, type Company, type Region } from '@signet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, companyMembers, sessions } from '../../db/schema/index.js';
import { recordCompanyEvent } from './company-activity.js';
import { requireRole } from './company-policy.js';
import { companiesOf, findCompany, memberCountOf, roleIn } from './companies-repository.js';
import { presentCompany } from './present-company.js';
import { presentSeats } from './seats.js';
import { refuseWithoutTwoFactor } from './two-factor-requirement.js';

export interface CompanyProfile {
  displayName: string;
  legalName: string;
  region: Region;
  registrationNumber: string | null;
}

/** Makes a company with its maker as owner, and makes it the maker's workspace on this device. */
export async function createCompany(db: Db, input: { userId: bigint; sessionId: bigint; profile: CompanyProfile }): Promise<Company> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ ...input.profile, createdBy: input.userId })
      .returning();
    if (!company) throw new Error('company insert returned nothing');
    await tx.insert(companyMembers).values({ companyId: company.id, userId: input.userId, role: 'owner' });
    await tx.update(sessions).set({ companyId: company.id }).where(eq(sessions.id, input.sessionId));
    await recordCompanyEvent(tx, { companyId: company.id, kind: 'created', actorId: input.userId, subject: company.displayName });
    return presentCompany(company, 'owner', 1, await presentSeats(tx, company));
  });
}

export async function listCompanies(db: Db, userId: bigint): Promise<Company[]> {
  const rows = await companiesOf(db, userId);
  return Promise.all(rows.map(async (row) => presentCompany(row.company, row.role, Number(row.memberCount), await presentSeats(db, row.company))));
}

/** A company the caller belongs to (8201 otherwise, the same answer whether it exists or not). */
export async function getCompany(db: Db, companyId: bigint, userId: bigint): Promise<Company> {
  const role = requireRole(companyId, await roleIn(db, companyId, userId), 'company.view');
  const row = await findCompany(db, companyId);
  if (!row) throw new AppError(ErrorCode.NotCompanyMember, { data: { companyId } });
  return presentCompany(row, role, await memberCountOf(db, companyId), await presentSeats(db, row));
}

export async function updateCompany(db: Db, input: { companyId: bigint; userId: bigint; profile: CompanyProfile }): Promise<Company> {
  return db.transaction(async (tx) => {
    const role = requireRole(input.companyId, await roleIn(tx, input.companyId, input.userId), 'company.edit');
    const [row] = await tx
      .update(companies)
      .set({ ...input.profile, updatedAt: new Date() })
      .where(eq(companies.id, input.companyId))
      .returning();
    if (!row) throw new AppError(ErrorCode.NotCompanyMember, { data: { companyId: input.companyId } });
    await recordCompanyEvent(tx, { companyId: row.id, kind: 'settings_changed', actorId: input.userId, subject: row.displayName });
    return presentCompany(row, role, await memberCountOf(tx, row.id), await presentSeats(tx, row));
  });
}

/**
 * Sets this device's workspace: a company the person belongs to (8201 otherwise), or null for the
 * personal space. A company that requires two-factor sign-in takes only a device that passed one (8419).
 */
export async function switchWorkspace(db: Db, input: { userId: bigint; sessionId: bigint; companyId: bigint | null; passedSecondFactor?: boolean }): Promise<bigint | null> {
  if (input.companyId !== null) {
    requireRole(input.companyId, await roleIn(db, input.companyId, input.userId), 'company.view');
    const company = await findCompany(db, input.companyId);
    if (company?.requireTwoFactor && !input.passedSecondFactor) refuseWithoutTwoFactor(input.companyId, false);
  }
  await db
    .update(sessions)
    .set({ companyId: input.companyId })
    .where(and(eq(sessions.id, input.sessionId), eq(sessions.userId, input.userId)));
  return input.companyId;
}
