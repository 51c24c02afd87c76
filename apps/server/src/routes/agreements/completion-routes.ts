import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { openSenderFinalFile } from '../../domain/completion/open-final-file.js';
import { retryAgreementCompletion } from '../../domain/completion/retry-agreement-completion.js';
import { registerOperation } from '../../http/register-operation.js';
import { actorOf } from '../../http/actor.js';
import { workspaceOf } from '../../domain/company/workspace.js';

/** The sender's side of completion: retry a failed sealing, download the sealed file. */
export function registerCompletionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  registerOperation(app, deps, contract.retryAgreementCompletion, async ({ session, meta, params }) => {
    return retryAgreementCompletion(db, { actor: actorOf(session, meta), agreementId: params.agreementId });
  });

  registerOperation(app, deps, contract.getAgreementFinalFile, async ({ session, params }) =>
    openSenderFinalFile(db, deps.files, { ...workspaceOf(session), agreementId: params.agreementId }),
  );
}
