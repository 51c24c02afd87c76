import { eq } from 'drizzle-orm';
import { AppError, ErrorCode, parameterRefused, type BillingPeriod } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { recordCompanyEvent } from '../company/company-activity.js';
import { roleIn } from '../company/companies-repository.js';
import { requireRole } from '../company/company-policy.js';
import { hasEnterprise } from '../company/seats.js';
import { addPeriod } from './add-period.js';
import { claimLicenceCode } from './claim-licence-code.js';

/**
 * Redeems an Enterprise code that carries seats for a company (issue 32), by its owner: marks it used
 * and, in the same transaction, runs the company's plan one period longer (from its end while in
 * force, else from now) with at least the code's seats. A code without seats is a person's and is
 * refused before it is used. The caller counts the attempt against the rate limits first.
 */
export async function redeemCompanyLicenceCode(db: Db, input: { companyId: bigint; userId: bigint; code: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  requireRole(input.companyId, await roleIn(db, input.companyId, input.userId), 'company.billing');
  await db.transaction(async (tx) => {
    const claimed = await claimLicenceCode(tx, { userId: input.userId, code: input.code, now });
    // Rolled back with the claim: the code stays unused for the personal space it is for.
    if (claimed.seats === null) throw parameterRefused('body', 'code', 'licence_code_not_for_company');
    const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId)).for('update');
    if (!company) throw new AppError(ErrorCode.NotCompanyMember, { data: { companyId: input.companyId } });
    const inForce = hasEnterprise(company, now);
    const from = inForce && company.planExpiresAt ? company.planExpiresAt : now;
    const seats = Math.max(inForce ? company.seats : 0, claimed.seats);
    await tx
      .update(companies)
      .set({ planId: 'enterprise', planExpiresAt: addPeriod(from, claimed.period as BillingPeriod), seats, updatedAt: now })
      .where(eq(companies.id, company.id));
    await recordCompanyEvent(tx, { companyId: company.id, kind: 'seats_added', actorId: input.userId, subject: String(seats) });
  });
}
