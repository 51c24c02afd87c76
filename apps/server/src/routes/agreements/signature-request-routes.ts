import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { planOfUser } from '../../domain/plan/plan-of-user.js';
import { actorOf } from '../../http/actor.js';
import { registerOperation } from '../../http/register-operation.js';

// Receiving documents brings pdf.js, pdf-lib, qpdf and the fonts; they load with the first request, as uploads do.
const loadCreateSignatureRequest = () => import('../../domain/signature-requests/create-signature-request.js');
const loadCreateTemplateSignatureRequest = () => import('../../domain/signature-requests/create-template-signature-request.js');

/** One call to send (issue 38): from documents, or from a template. */
export function registerSignatureRequestRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const context = (session: Parameters<typeof actorOf>[0], meta: Parameters<typeof actorOf>[1]) => ({
    actor: actorOf(session, meta),
    publicUrl: deps.config.publicUrl,
    allowHosts: deps.config.webhooks.allowHosts,
  });

  registerOperation(
    app,
    deps,
    contract.createSignatureRequest,
    async ({ session, meta, body }) => {
      const { createSignatureRequest } = await loadCreateSignatureRequest();
      return createSignatureRequest(db, deps.files, { ...context(session, meta), plan: await planOfUser(db, session.userId), request: body });
    },
    // Files may come inline, in base64.
    { bodyLimit: contract.SIGNATURE_REQUEST_BODY_BYTES },
  );

  registerOperation(app, deps, contract.createTemplateSignatureRequest, async ({ session, meta, params, body }) => {
    const { createTemplateSignatureRequest } = await loadCreateTemplateSignatureRequest();
    return createTemplateSignatureRequest(db, { ...context(session, meta), templateId: params.templateId, request: body });
  });
}
