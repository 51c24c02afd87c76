import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AGREEMENT_FINAL_FILE_PATH, ZId } from '@signet/contracts';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { openSenderFinalFile } from '../../domain/completion/open-final-file.js';
import { retryAgreementCompletion } from '../../domain/completion/retry-agreement-completion.js';
import { registerOperation, toFastifyPath } from '../../http/register-operation.js';
import { requireSession } from '../../http/session-auth.js';
import { parseRouteInput, sendStoredFile } from '../../http/stored-file-reply.js';

const ZParams = z.object({ flowId: ZId });

/** The sender's side of completion: retry a failed sealing, download the sealed file. */
export function registerCompletionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  registerOperation(app, deps, contract.retryAgreementCompletion, async ({ session, meta, params }) => {
    return retryAgreementCompletion(db, { actor: { userId: session.userId, ip: meta.ip, userAgent: meta.userAgent }, agreementId: params.agreementId });
  });

  app.get(toFastifyPath(AGREEMENT_FINAL_FILE_PATH), async (request, reply) => {
    const session = await requireSession(request, reply, { db, ttlMs: deps.config.sessionTtlMs });
    const { flowId } = parseRouteInput(ZParams, request.params, 'params');
    return sendStoredFile(request, reply, await openSenderFinalFile(db, deps.files, { userId: session.userId, agreementId: flowId }));
  });
}
