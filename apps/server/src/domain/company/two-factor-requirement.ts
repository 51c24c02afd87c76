import { AppError, ErrorCode } from '@signet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

/** 8419: the company requires two-factor sign-in and this device has not passed one. */
export function refuseWithoutTwoFactor(companyId: bigint, workspaceEnded: boolean): never {
  throw new AppError(ErrorCode.CompanyRequiresTwoFactor, { data: { companyId, workspaceEnded }, detail: `company ${companyId} requires two-factor sign-in` });
}

/**
 * A device working in a company that requires two-factor sign-in, which it has not passed (the
 * requirement came after it switched, or it joined by invitation): back to the personal space,
 * where the person's own account and security settings stay open to turn it on, and this request
 * refused (8419), as for a membership that ended.
 */
export async function leaveWorkspaceWithoutTwoFactor(db: Db, sessionId: bigint, companyId: bigint): Promise<never> {
  await db
    .update(sessions)
    .set({ companyId: null })
    .where(and(eq(sessions.id, sessionId), eq(sessions.companyId, companyId)));
  refuseWithoutTwoFactor(companyId, true);
}
