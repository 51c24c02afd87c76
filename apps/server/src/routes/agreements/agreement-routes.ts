import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { createAgreement } from '../../domain/agreements/create-agreement.js';
import { getAgreement } from '../../domain/agreements/get-agreement.js';
import { openAgreementDocumentFile } from '../../domain/agreements/open-agreement-document-file.js';
import { notifySigners } from '../../domain/agreements/notify-signers.js';
import { reviseAgreement } from '../../domain/agreements/revise-agreement.js';
import { saveAgreementDraft } from '../../domain/agreements/save-agreement-draft.js';
import { saveAgreementFields } from '../../domain/agreements/save-agreement-fields.js';
import { sendAgreement } from '../../domain/agreements/send-agreement.js';
import { actorOf } from '../../http/actor.js';
import { workspaceOf } from '../../domain/company/workspace.js';
import { registerOperation } from '../../http/register-operation.js';


/** The sender's agreements: create, read, save a draft's content and fields, send, re-send, take back to change. */
export function registerAgreementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  registerOperation(app, deps, contract.createAgreement, async ({ session, meta, body }) => createAgreement(db, { actor: actorOf(session, meta), draft: body }));

  registerOperation(app, deps, contract.getAgreement, async ({ session, params }) => getAgreement(db, { ...workspaceOf(session), agreementId: params.agreementId }));

  registerOperation(app, deps, contract.saveAgreementDraft, async ({ session, meta, params, body }) => {
    const { revision, ...draft } = body;
    return saveAgreementDraft(db, deps.files, { actor: actorOf(session, meta), agreementId: params.agreementId, revision, draft });
  });

  registerOperation(app, deps, contract.saveAgreementFields, async ({ session, meta, params, body }) =>
    saveAgreementFields(db, { actor: actorOf(session, meta), agreementId: params.agreementId, values: body }),
  );

  registerOperation(app, deps, contract.sendAgreement, async ({ session, meta, params, body }) => {
    return sendAgreement(db, { actor: actorOf(session, meta), agreementId: params.agreementId, revision: body.revision, publicUrl: deps.config.publicUrl });
  });

  registerOperation(app, deps, contract.notifySigners, async ({ session, meta, params, body }) => {
    return notifySigners(db, { actor: actorOf(session, meta), agreementId: params.agreementId, scope: body.scope, publicUrl: deps.config.publicUrl });
  });

  registerOperation(app, deps, contract.reviseAgreement, async ({ session, meta, params }) => reviseAgreement(db, { actor: actorOf(session, meta), agreementId: params.agreementId }));

  registerOperation(app, deps, contract.getAgreementDocumentFile, async ({ session, params, query }) =>
    openAgreementDocumentFile(db, deps.files, { ...workspaceOf(session), agreementId: params.agreementId, documentId: params.documentId, variant: query.variant }),
  );
}
