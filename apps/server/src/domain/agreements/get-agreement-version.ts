import type { AgreementStatus } from '@signet/contracts';
import type { Db } from '../../db/client.js';
import { requireOwnAgreement } from '../agreement-core/policy.js';
import type { Workspace } from '../company/workspace.js';

/**
 * A cheap look at whether one of the sender's agreements changed: every change (an
 * edit, a send, a recipient's view, signature or decline, sealing, a void, the trash)
 * moves `updated_at`, which is the version. 7403 / 404 like getAgreement.
 */
export async function getAgreementVersion(
  db: Db,
  input: Workspace & { agreementId: bigint },
): Promise<{ version: string; status: AgreementStatus; updatedAt: string; deletedAt: string | null }> {
  const row = await requireOwnAgreement(db, input, input.agreementId);
  return {
    version: `${row.updatedAt.getTime()}.${row.revision}`,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}
