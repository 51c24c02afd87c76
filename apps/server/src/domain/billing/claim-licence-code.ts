import { and, eq, isNull } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { licenceCodes } from '../../db/schema/index.js';
import { hashLicenceCode } from './licence-code.js';

/**
 * Marks a code used by `userId`, in the caller's transaction, so a code is redeemed once however many
 * tabs or people try it at the same moment; answers what it grants. 8001 for an unknown code, 8002
 * for one used before. The caller refuses a code that is not for it by throwing, which rolls the claim back.
 */
export async function claimLicenceCode(tx: Db, input: { userId: bigint; code: string; now: Date }) {
  const codeHash = hashLicenceCode(input.code);
  const [claimed] = await tx
    .update(licenceCodes)
    .set({ redeemedBy: input.userId, redeemedAt: input.now })
    .where(and(eq(licenceCodes.codeHash, codeHash), isNull(licenceCodes.redeemedAt)))
    .returning({ id: licenceCodes.id, planId: licenceCodes.planId, period: licenceCodes.period, seats: licenceCodes.seats });
  if (claimed) return claimed;
  const [known] = await tx.select({ id: licenceCodes.id }).from(licenceCodes).where(eq(licenceCodes.codeHash, codeHash));
  throw new AppError(known ? ErrorCode.LicenceCodeUsed : ErrorCode.LicenceCodeInvalid);
}
