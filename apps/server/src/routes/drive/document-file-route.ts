import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, DOCUMENT_FILE_PATH, DOCUMENT_FILE_VARIANTS, ErrorCode, ZId } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { openDocumentFile } from '../../domain/document/open-document-file.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { toFastifyPath } from '../../http/register-operation.js';
import { requireSession } from '../../http/session-auth.js';

const ZParams = z.object({ documentId: ZId });
const ZQuery = z.object({ variant: z.enum(DOCUMENT_FILE_VARIANTS).default('pdf') });

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError(ErrorCode.ParameterError, {
    data: { issues: result.error.issues.map((issue) => ({ in: where, path: issue.path.join('.'), message: issue.message })) },
  });
}

/**
 * The bytes of a document (not an envelope; errors still are): streamed from the
 * store with their length, SHA-256 as ETag (an If-None-Match hit answers 304) and
 * the file name. Only the owner may read it; anyone else gets 404.
 */
export function registerDocumentFileRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get(toFastifyPath(DOCUMENT_FILE_PATH), async (request, reply) => {
    const session = await requireSession(request, reply, { db: deps.database.db, ttlMs: deps.config.sessionTtlMs });
    const { documentId } = parse(ZParams, request.params, 'params');
    const { variant } = parse(ZQuery, request.query, 'query');
    const file = await openDocumentFile(deps.database.db, deps.files, { ownerId: session.userId, documentId, variant });
    const etag = `"${file.sha256}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.body);
  });
}
