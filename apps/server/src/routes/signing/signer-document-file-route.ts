import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SIGNER_DOCUMENT_FILE_PATH, ZId } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { openSignerDocumentFile } from '../../domain/signing/open-signer-document-file.js';
import { toFastifyPath } from '../../http/register-operation.js';
import { parseRouteInput, sendStoredFile, ZFileQuery } from '../../http/stored-file-reply.js';
import { signerCredentials } from './signer-credentials.js';

const ZParams = z.object({ flowSignerId: ZId, documentId: ZId });

/** The bytes of one agreement document for a recipient holding a signer session, like the sender's file route. */
export function registerSignerDocumentFileRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get(toFastifyPath(SIGNER_DOCUMENT_FILE_PATH), async (request, reply) => {
    const { flowSignerId, documentId } = parseRouteInput(ZParams, request.params, 'params');
    const { variant } = parseRouteInput(ZFileQuery, request.query, 'query');
    const file = await openSignerDocumentFile(deps.database.db, deps.files, {
      recipientId: flowSignerId,
      credentials: await signerCredentials(request, reply, deps),
      documentId,
      variant,
      ip: request.meta.ip,
      userAgent: request.meta.userAgent,
    });
    return sendStoredFile(request, reply, file);
  });
}
