import type { FastifyInstance } from 'fastify';
import { createAgreement, getAgreement, notifySigners, reviseAgreement, saveAgreementDraft, saveAgreementFields, sendAgreement } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { createAgreement as createDraft } from '../../domain/agreements/create-agreement.js';
import { getAgreement as getOwnAgreement } from '../../domain/agreements/get-agreement.js';
import { notifySigners as notify } from '../../domain/agreements/notify-signers.js';
import type { Actor } from '../../domain/agreement-core/record-agreement-event.js';
import { reviseAgreement as revise } from '../../domain/agreements/revise-agreement.js';
import { saveAgreementDraft as saveDraft } from '../../domain/agreements/save-agreement-draft.js';
import { saveAgreementFields as saveFields } from '../../domain/agreements/save-agreement-fields.js';
import { sendAgreement as sendDraft } from '../../domain/agreements/send-agreement.js';
import type { RequestMeta } from '../../domain/request-meta.js';
import { registerOperation } from '../../http/register-operation.js';

const actorOf = (session: { userId: bigint }, meta: RequestMeta): Actor => ({ userId: session.userId, ip: meta.ip, userAgent: meta.userAgent });

/** The sender's agreements: create, read, save a draft's content and fields, send, re-send, take back to change. */
export function registerAgreementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  registerOperation(app, deps, createAgreement, async ({ session, meta, body }) => createDraft(db, { actor: actorOf(session, meta), draft: body }));

  registerOperation(app, deps, getAgreement, async ({ session, params }) => getOwnAgreement(db, { userId: session.userId, agreementId: params.flowId }));

  registerOperation(app, deps, saveAgreementDraft, async ({ session, meta, params, body }) => {
    const { revision, ...draft } = body;
    return saveDraft(db, deps.files, { actor: actorOf(session, meta), agreementId: params.flowId, revision, draft });
  });

  registerOperation(app, deps, saveAgreementFields, async ({ session, meta, params, body }) =>
    saveFields(db, { actor: actorOf(session, meta), agreementId: params.flowId, values: body }),
  );

  registerOperation(app, deps, sendAgreement, async ({ session, meta, params, body }) => {
    const agreement = await sendDraft(db, { actor: actorOf(session, meta), agreementId: params.flowId, revision: body.revision, publicUrl: deps.config.publicUrl });
    return agreement;
  });

  registerOperation(app, deps, notifySigners, async ({ session, meta, params, body }) => {
    const agreement = await notify(db, { actor: actorOf(session, meta), agreementId: params.flowId, scope: body.scope, publicUrl: deps.config.publicUrl });
    return agreement;
  });

  registerOperation(app, deps, reviseAgreement, async ({ session, meta, params }) => revise(db, { actor: actorOf(session, meta), agreementId: params.flowId }));
}
