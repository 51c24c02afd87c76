import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_FILE_PATH, ZId } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { openDocumentFile } from '../../domain/documents/open-document-file.js';
import { toFastifyPath } from '../../http/register-operation.js';
import { requireSession } from '../../http/session-auth.js';
import { parseRouteInput, sendStoredFile, ZFileQuery } from '../../http/stored-file-reply.js';

const ZParams = z.object({ documentId: ZId });

/**
 * The bytes of a document (not an envelope; errors still are), see sendStoredFile.
 * Only the owner may read it; anyone else gets 404.
 */
export function registerDocumentFileRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get(toFastifyPath(DOCUMENT_FILE_PATH), async (request, reply) => {
    const session = await requireSession(request, reply, { db: deps.database.db, ttlMs: deps.config.sessionTtlMs });
    const { documentId } = parseRouteInput(ZParams, request.params, 'params');
    const { variant } = parseRouteInput(ZFileQuery, request.query, 'query');
    const file = await openDocumentFile(deps.database.db, deps.files, { ownerId: session.userId, documentId, variant });
    return sendStoredFile(request, reply, file);
  });
}
