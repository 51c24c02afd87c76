import { parameterRefused, type BillingPeriod, type PaidPlanId } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { grantPlan, type Grant } from './grant-plan.js';
import { claimLicenceCode } from './claim-licence-code.js';

/**
 * Redeems a code for the account: marks it used and grants its plan in one transaction, so a
 * code can be redeemed once however many tabs or people try it at the same moment. The caller
 * counts the attempt against the rate limits first (a wrong guess must count).
 */
export async function redeemLicenceCode(db: Db, input: { userId: bigint; code: string; now?: Date }): Promise<Grant> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const claimed = await claimLicenceCode(tx, { userId: input.userId, code: input.code, now });
    // A company's code (with seats) is redeemed in the company's settings; rolled back, it stays unused.
    if (claimed.seats !== null) throw parameterRefused('body', 'code', 'licence_code_for_company');
    return grantPlan(tx, {
      userId: input.userId,
      planId: claimed.planId as PaidPlanId,
      period: claimed.period as BillingPeriod,
      source: { licenceCodeId: claimed.id },
      now,
    });
  });
}
