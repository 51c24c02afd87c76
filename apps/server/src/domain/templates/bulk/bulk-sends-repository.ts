import { eq } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../../db/client.js';
import { bulkSends } from '../../../db/schema/index.js';
import type { BulkSendRow } from './present-bulk-send.js';
import { isInWorkspace } from '../../company/company-policy.js';
import type { Workspace } from '../../company/workspace.js';

/** One of the caller's bulk sends in this workspace; 404 for anyone else's, like templates. */
export async function requireOwnBulkSend(db: Db, workspace: Workspace, bulkSendId: bigint, options: { forUpdate?: boolean } = {}): Promise<BulkSendRow> {
  const query = db.select().from(bulkSends).where(eq(bulkSends.id, bulkSendId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  // Only its maker follows a bulk send, in the workspace it was made in.
  if (!row || row.ownerId !== workspace.userId || !isInWorkspace(workspace, row)) throw new AppError(ErrorCode.NotFound);
  return row;
}
