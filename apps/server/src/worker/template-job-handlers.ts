import { sendBulkRows } from '../domain/templates/bulk/send-bulk-rows.js';
import { BULK_SEND_ROWS, bulkSendChunkOfJob } from '../jobs/index.js';
import type { JobHandlers } from '../jobs/job.js';

/** Bulk sends of templates (issue 14): each job sends one chunk of rows. */
export function templateJobHandlers(deps: { publicUrl: string }): JobHandlers {
  return {
    [BULK_SEND_ROWS]: async (job, { db }) => sendBulkRows(db, { ...bulkSendChunkOfJob(job), publicUrl: deps.publicUrl }),
  };
}
