import { LIMITS, type BillingPeriod, type PaidPlanId } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { licenceCodes } from '../../db/schema/index.js';
import { generateLicenceCode, hashLicenceCode } from './licence-code.js';

/** Most codes one command makes: a reseller's batch, not a way to fill the disk by a typo. */
export const MAX_CODES_PER_BATCH = 10_000;

/** Makes `count` codes for a plan and period and returns them in clear; only their hashes are kept. */
/** `seats`: Enterprise codes for a company's workspace (issue 32), redeemed in its settings. */
export async function createLicenceCodes(db: Db, input: { planId: PaidPlanId; period: BillingPeriod; count: number; batch?: string; seats?: number }): Promise<string[]> {
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > MAX_CODES_PER_BATCH) {
    throw new RangeError(`count must be a whole number from 1 to ${MAX_CODES_PER_BATCH}`);
  }
  if (input.seats !== undefined && (input.planId !== 'enterprise' || !Number.isInteger(input.seats) || input.seats < 1 || input.seats > LIMITS.maxCompanySeats)) {
    throw new RangeError(`seats are for enterprise codes: a whole number from 1 to ${LIMITS.maxCompanySeats}`);
  }
  const codes = Array.from({ length: input.count }, generateLicenceCode);
  await db.transaction(async (tx) => {
    for (let i = 0; i < codes.length; i += 500) {
      await tx.insert(licenceCodes).values(
        codes.slice(i, i + 500).map((code) => ({ codeHash: hashLicenceCode(code), planId: input.planId, period: input.period, batch: input.batch ?? '', seats: input.seats ?? null })),
      );
    }
  });
  return codes;
}
