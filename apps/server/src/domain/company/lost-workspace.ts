import { AppError, ErrorCode } from '@signet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

/**
 * A device still working in a company its user no longer belongs to: back to the personal
 * space, and this request refused (8201), so nothing of the company answers once access ended.
 */
export async function leaveLostWorkspace(db: Db, sessionId: bigint, companyId: bigint): Promise<never> {
  await db
    .update(sessions)
    .set({ companyId: null })
    .where(and(eq(sessions.id, sessionId), eq(sessions.companyId, companyId)));
  throw new AppError(ErrorCode.NotCompanyMember, { data: { companyId, workspaceEnded: true }, detail: `membership of company ${companyId} ended` });
}
