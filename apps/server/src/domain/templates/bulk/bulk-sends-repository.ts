import { and, eq } from 'drizzle-orm';
import { AppError, ErrorCode } from '@signet/contracts';
import type { Db } from '../../../db/client.js';
import { bulkSends } from '../../../db/schema/index.js';
import type { BulkSendRow } from './present-bulk-send.js';

/** One of the caller's bulk sends; 404 for anyone else's, like templates. */
export async function requireOwnBulkSend(db: Db, userId: bigint, bulkSendId: bigint, options: { forUpdate?: boolean } = {}): Promise<BulkSendRow> {
  const query = db.select().from(bulkSends).where(and(eq(bulkSends.id, bulkSendId), eq(bulkSends.ownerId, userId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}
