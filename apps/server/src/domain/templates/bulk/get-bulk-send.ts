import type { BulkSend } from '@signet/contracts';
import type { Db } from '../../../db/client.js';
import { requireOwnBulkSend } from './bulk-sends-repository.js';
import { presentBulkSend } from './present-bulk-send.js';
import type { Workspace } from '../../company/workspace.js';

export async function getBulkSend(db: Db, input: Workspace & { bulkSendId: bigint }): Promise<BulkSend> {
  return presentBulkSend(db, await requireOwnBulkSend(db, input, input.bulkSendId));
}
