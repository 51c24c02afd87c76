import { z } from 'zod';
import type { Db } from '../db/client.js';
import { enqueueJob, type EnqueuedJob } from './enqueue-job.js';
import type { Job } from './job.js';

/** Sends a chunk of a bulk send's rows, each as its own agreement (domain/templates/bulk). */
export const BULK_SEND_ROWS = 'template.bulk-send-rows';

const ZPayload = z.object({
  bulkSendId: z.string().regex(/^\d+$/),
  rowIds: z.array(z.string().regex(/^\d+$/)),
  /** Who started it and from where, for the agreements' trails. */
  ip: z.string(),
  userAgent: z.string(),
  /** Started with a test-mode key (issue 38): its agreements are test agreements. Absent in older jobs. */
  test: z.boolean().optional(),
});
export type BulkSendChunk = { bulkSendId: bigint; rowIds: bigint[]; ip: string; userAgent: string; test?: boolean };

/** Enqueues one chunk inside the caller's transaction; a chunk's rows are sent once (rows not queued any more are skipped). */
export function enqueueBulkSendRows(db: Db, chunk: BulkSendChunk, index: number): Promise<EnqueuedJob> {
  return enqueueJob(db, {
    type: BULK_SEND_ROWS,
    payload: { bulkSendId: chunk.bulkSendId.toString(), rowIds: chunk.rowIds.map(String), ip: chunk.ip, userAgent: chunk.userAgent, ...(chunk.test ? { test: true } : {}) },
    dedupeKey: `${BULK_SEND_ROWS}:${chunk.bulkSendId}:${index}`,
  });
}

export function bulkSendChunkOfJob(job: Job): BulkSendChunk {
  const payload = ZPayload.parse(job.payload);
  return { bulkSendId: BigInt(payload.bulkSendId), rowIds: payload.rowIds.map(BigInt), ip: payload.ip, userAgent: payload.userAgent, test: payload.test === true };
}
