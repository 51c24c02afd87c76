import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { Job } from './job.js';
import { enqueueJob, type EnqueuedJob } from './enqueue-job.js';

/** Draws page 1 of a new document at every page image width (issue 37). */
export const PAGE_IMAGES_FIRST_PAGE = 'page-images.first-page';

const ZPayload = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/**
 * Queues page 1's images of a document just stored (an upload, converted or not), so a signer's
 * first screen is ready before anyone is sent it. Once per document; the handler skips what the
 * store holds already (the same PDF uploaded twice is drawn once). Pass the caller's transaction.
 */
export function enqueueFirstPageImages(db: Db, input: { documentId: bigint; sha256: string }): Promise<EnqueuedJob> {
  return enqueueJob(db, { type: PAGE_IMAGES_FIRST_PAGE, payload: { sha256: input.sha256 }, dedupeKey: `page-images.first-page:${input.documentId}`, maxAttempts: 5 });
}

/** The PDF's SHA-256 a page-images job is for. */
export function pageImagesJobSha256(job: Job): string {
  return ZPayload.parse(job.payload).sha256;
}
