import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { createTemplate } from '../../domain/templates/create-template.js';
import { deleteTemplate } from '../../domain/templates/delete-template.js';
import { getTemplate } from '../../domain/templates/get-template.js';
import { listTemplates } from '../../domain/templates/list-templates.js';
import { publishTemplateVersion } from '../../domain/templates/publish-template-version.js';
import { useTemplate } from '../../domain/templates/use-template.js';
import { getPublicTemplate, openPublicTemplateDocumentFile, sendPublicTemplateCode, startPublicTemplate } from '../../domain/templates/public-template.js';
import { setTemplatePublicLink } from '../../domain/templates/set-template-public-link.js';
import type { RequestMeta } from '../../domain/request-meta.js';
import { bulkSample } from '../../domain/templates/bulk/bulk-sample.js';
import { checkBulkSend } from '../../domain/templates/bulk/check-bulk-send.js';
import { getBulkSend } from '../../domain/templates/bulk/get-bulk-send.js';
import { startBulkSend } from '../../domain/templates/bulk/start-bulk-send.js';
import { AppError, ErrorCode, LIMITS } from '@signet/contracts';
import { actorOf } from '../../http/actor.js';
import { workspaceOf } from '../../domain/company/workspace.js';
import { registerOperation } from '../../http/register-operation.js';


/** Where a visitor of a public link is, as the domain takes it. */
const visitOf = (meta: RequestMeta) => ({ ip: meta.ip, userAgent: meta.userAgent, browserLocale: meta.browserLocale });

/** The sender's templates (issue 14): list, read, create, publish a version, delete, use, public link; and the public link's visitor calls. */
export function registerTemplateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  registerOperation(app, deps, contract.listTemplates, async ({ session, query }) => ({
    items: await listTemplates(db, deps.files, { ...workspaceOf(session), q: query.q, sort: query.sort, externalId: query.externalId }),
  }));

  registerOperation(app, deps, contract.getTemplate, async ({ session, params }) => getTemplate(db, { ...workspaceOf(session), templateId: params.templateId }));

  registerOperation(app, deps, contract.createTemplate, async ({ session, meta, body }) => createTemplate(db, { actor: actorOf(session, meta), values: body }));

  registerOperation(app, deps, contract.publishTemplateVersion, async ({ session, meta, params, body }) =>
    publishTemplateVersion(db, { actor: actorOf(session, meta), templateId: params.templateId, revision: body.revision }),
  );

  registerOperation(app, deps, contract.deleteTemplate, async ({ session, params }) => deleteTemplate(db, { ...workspaceOf(session), templateId: params.templateId }));

  registerOperation(app, deps, contract.useTemplate, async ({ session, meta, params, body }) =>
    useTemplate(db, { actor: actorOf(session, meta), templateId: params.templateId, values: body, publicUrl: deps.config.publicUrl }),
  );

  registerOperation(app, deps, contract.setTemplatePublicLink, async ({ session, params, body }) =>
    setTemplatePublicLink(db, { ...workspaceOf(session), templateId: params.templateId, values: body }),
  );

  registerOperation(app, deps, contract.getPublicTemplate, async ({ params, meta }) => getPublicTemplate(db, { token: params.publicToken, ...visitOf(meta) }));

  registerOperation(app, deps, contract.getPublicTemplateDocumentFile, async ({ params, meta }) =>
    openPublicTemplateDocumentFile(db, deps.files, { token: params.publicToken, documentId: params.documentId, ...visitOf(meta) }),
  );

  registerOperation(app, deps, contract.sendPublicTemplateCode, async ({ params, body, meta }) =>
    sendPublicTemplateCode(db, { token: params.publicToken, name: body.name, email: body.email, locale: meta.locale, ...visitOf(meta) }),
  );

  registerOperation(app, deps, contract.startPublicTemplate, async ({ params, body, meta }) =>
    startPublicTemplate(db, { token: params.publicToken, name: body.name, email: body.email, code: body.code, publicUrl: deps.config.publicUrl, ...visitOf(meta) }),
  );

  registerOperation(app, deps, contract.getBulkSendSample, async ({ session, params }) => bulkSample(db, { ...workspaceOf(session), templateId: params.templateId }));

  registerOperation(
    app,
    deps,
    contract.checkBulkSend,
    async ({ session, params, file }) => {
      if (!file) throw new AppError(ErrorCode.ParameterError, { data: { issues: [{ in: 'body', path: 'file', message: 'a file is required' }] } });
      return checkBulkSend(db, { ...workspaceOf(session), templateId: params.templateId, file });
    },
    { maxFileBytes: async () => LIMITS.bulkSendFileBytes },
  );

  registerOperation(app, deps, contract.startBulkSend, async ({ session, meta, params, body }) =>
    startBulkSend(db, { actor: actorOf(session, meta), bulkSendId: params.bulkSendId, onlyValid: body.onlyValid }),
  );

  registerOperation(app, deps, contract.getBulkSend, async ({ session, params }) => getBulkSend(db, { ...workspaceOf(session), bulkSendId: params.bulkSendId }));
}
