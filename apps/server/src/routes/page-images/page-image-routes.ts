import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { ensurePageImage } from '../../domain/page-images/ensure-page-image.js';
import { checkPageImageLink } from '../../domain/page-images/page-image-links.js';
import { registerOperation } from '../../http/register-operation.js';

/**
 * Page images through their signed links (issue 37): the link is checked before anything is
 * read, and a browser may keep the picture privately until the link expires.
 */
export function registerPageImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerOperation(app, deps, contract.getPageImage, async ({ params, query }) => {
    const now = new Date();
    checkPageImageLink(deps.pageImageKey, { sha256: params.sha256, expiry: query.e, signature: query.s, width: query.w }, now);
    const image = await ensurePageImage({ db: deps.database.db, files: deps.files }, params.sha256, params.page, query.w);
    const secondsLeft = Math.max(0, query.e - Math.floor(now.getTime() / 1000));
    return {
      open: async (range) => Readable.from([range ? image.bytes.subarray(range.start, range.end + 1) : image.bytes]),
      contentType: 'image/webp',
      size: image.bytes.length,
      sha256: createHash('sha256').update(image.bytes).digest('hex'),
      fileName: `${params.page}.webp`,
      cacheControl: `private, max-age=${secondsLeft}`,
    };
  });
}
