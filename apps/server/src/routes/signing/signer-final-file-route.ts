import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SIGNER_FINAL_FILE_PATH, ZId } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { openRecipientFinalFile } from '../../domain/completion/open-final-file.js';
import { toFastifyPath } from '../../http/register-operation.js';
import { parseRouteInput, sendStoredFile } from '../../http/stored-file-reply.js';
import { signerCredentials } from './signer-credentials.js';

const ZParams = z.object({ flowSignerId: ZId });

/** The sealed file for a signer or viewer holding a signer session (7404 otherwise, 7405 before sealing). */
export function registerSignerFinalFileRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get(toFastifyPath(SIGNER_FINAL_FILE_PATH), async (request, reply) => {
    const { flowSignerId } = parseRouteInput(ZParams, request.params, 'params');
    const file = await openRecipientFinalFile(deps.database.db, deps.files, {
      recipientId: flowSignerId,
      credentials: await signerCredentials(request, reply, deps),
      ip: request.meta.ip,
      userAgent: request.meta.userAgent,
    });
    return sendStoredFile(request, reply, file);
  });
}
