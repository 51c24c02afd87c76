import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AGREEMENT_DOCUMENT_FILE_PATH, ZId } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { openAgreementDocumentFile } from '../../domain/agreements/open-agreement-document-file.js';
import { toFastifyPath } from '../../http/register-operation.js';
import { requireSession } from '../../http/session-auth.js';
import { parseRouteInput, sendStoredFile, ZFileQuery } from '../../http/stored-file-reply.js';

const ZParams = z.object({ flowId: ZId, documentId: ZId });

/**
 * The bytes of one agreement document for its sender, answered like the drive's
 * file route; 7403 for another user's agreement, 404 for a missing one.
 */
export function registerAgreementDocumentFileRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get(toFastifyPath(AGREEMENT_DOCUMENT_FILE_PATH), async (request, reply) => {
    const session = await requireSession(request, reply, { db: deps.database.db, ttlMs: deps.config.sessionTtlMs });
    const { flowId, documentId } = parseRouteInput(ZParams, request.params, 'params');
    const { variant } = parseRouteInput(ZFileQuery, request.query, 'query');
    const file = await openAgreementDocumentFile(deps.database.db, deps.files, { userId: session.userId, agreementId: flowId, documentId, variant });
    return sendStoredFile(request, reply, file);
  });
}
