import { eq } from 'drizzle-orm';
import { AppError, ErrorCode, type Company } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { getCompany } from '../company/companies.js';
import { recordCompanyEvent } from '../company/company-activity.js';
import { requireRole } from '../company/company-policy.js';
import { roleIn } from '../company/companies-repository.js';
import { hasTwoFactor } from './two-factor-repository.js';

/**
 * Requires two-factor sign-in of a company's members, or stops (owner and admins: `company.edit`).
 * Only someone with it on may switch it on (8418), so nobody locks the company out of its own
 * rule. Logged as a settings change.
 */
export async function setCompanyTwoFactorRequirement(db: Db, input: { companyId: bigint; userId: bigint; required: boolean }): Promise<Company> {
  requireRole(input.companyId, await roleIn(db, input.companyId, input.userId), 'company.edit');
  if (input.required && !(await hasTwoFactor(db, input.userId))) throw new AppError(ErrorCode.AdminNeedsTwoFactor, { detail: 'the admin has no second factor' });
  await db.transaction(async (tx) => {
    const [row] = await tx.update(companies).set({ requireTwoFactor: input.required, updatedAt: new Date() }).where(eq(companies.id, input.companyId)).returning();
    if (!row) throw new AppError(ErrorCode.NotCompanyMember, { data: { companyId: input.companyId } });
    await recordCompanyEvent(tx, { companyId: row.id, kind: 'settings_changed', actorId: input.userId, subject: row.displayName });
  });
  return getCompany(db, input.companyId, input.userId);
}
