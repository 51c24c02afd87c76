import { ErrorCode, isAppError, PAGE_IMAGE_WIDTHS } from '@signet/contracts';
import { ensurePageImages } from '../domain/page-images/ensure-page-image.js';
import { PAGE_IMAGES_FIRST_PAGE, pageImagesJobSha256 } from '../jobs/index.js';
import type { JobHandlers } from '../jobs/job.js';
import type { FileStore } from '../storage/file-store.js';

/**
 * Page 1 of each new document at every width (issue 37). A document deleted before its job ran
 * has nothing to draw: the job ends. A full render queue or a failed drawing is retried.
 */
export function pageImageJobHandlers(deps: { files: FileStore }): JobHandlers {
  return {
    [PAGE_IMAGES_FIRST_PAGE]: async (job, { db }) => {
      try {
        await ensurePageImages({ db, files: deps.files }, pageImagesJobSha256(job), 1, PAGE_IMAGE_WIDTHS);
      } catch (error) {
        if (isAppError(error) && error.code === ErrorCode.NotFound) return;
        throw error;
      }
    },
  };
}
