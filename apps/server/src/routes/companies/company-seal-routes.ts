import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { createSeal, listSeals, previewFace, readSealFace, replaceFace, setSealSettings, setSealStatus } from '../../domain/company-seals/manage-seals.js';
import { grantSeal, listGrants, revokeGrant } from '../../domain/company-seals/seal-grants.js';
import { exportSealLog, sealLogView } from '../../domain/company-seals/seal-log-view.js';
import { decideSealRequest, listSealRequests } from '../../domain/company-seals/seal-requests.js';
import { bytesFile } from '../../http/bytes-file.js';
import { registerOperation } from '../../http/register-operation.js';

/** Company seals (issue 34): the seals, who may use them, requests to use them, and their log. The domain decides who may. */
export function registerCompanySealRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const files = deps.files;
  const caller = (session: { userId: bigint }, params: { companyId: bigint }) => ({ companyId: params.companyId, userId: session.userId });

  registerOperation(app, deps, contract.listCompanySeals, async ({ session, params }) => listSeals(db, caller(session, params)));
  registerOperation(app, deps, contract.previewSealFace, async ({ session, params, body }) => previewFace(db, caller(session, params), body.face));
  registerOperation(app, deps, contract.createCompanySeal, async ({ session, params, body }) => ({ seal: await createSeal(db, files, caller(session, params), body) }));
  registerOperation(app, deps, contract.replaceSealFace, async ({ session, params, body }) => ({
    seal: await replaceFace(db, files, { ...caller(session, params), sealId: params.sealId }, body.face),
  }));
  registerOperation(app, deps, contract.setSealStatus, async ({ session, params, body }) => ({
    seal: await setSealStatus(db, { ...caller(session, params), sealId: params.sealId }, body.status),
  }));
  registerOperation(app, deps, contract.getSealFace, async ({ session, params, query }) => {
    const face = await readSealFace(db, files, { ...caller(session, params), sealId: params.sealId, version: query.version });
    return bytesFile(face.bytes, face.contentType, `seal-${params.sealId}.${face.contentType === 'image/png' ? 'png' : 'svg'}`);
  });
  registerOperation(app, deps, contract.listSealGrants, async ({ session, params }) => ({ list: await listGrants(db, { ...caller(session, params), sealId: params.sealId }) }));
  registerOperation(app, deps, contract.grantSeal, async ({ session, params, body }) => ({
    grant: await grantSeal(db, { ...caller(session, params), sealId: params.sealId }, { userId: body.userId, right: body.right, validUntil: new Date(body.validUntil), templateIds: body.templateIds }),
  }));
  registerOperation(app, deps, contract.revokeSealGrant, async ({ session, params }) => ({ grant: await revokeGrant(db, { ...caller(session, params), grantId: params.grantId }) }));
  registerOperation(app, deps, contract.listSealRequests, async ({ session, params, query }) => ({ list: await listSealRequests(db, { ...caller(session, params), box: query.box }) }));
  registerOperation(app, deps, contract.decideSealRequest, async ({ session, params, body }) => ({
    request: await decideSealRequest(db, { ...caller(session, params), requestId: params.requestId }, body),
  }));
  registerOperation(app, deps, contract.setSealSettings, async ({ session, params, body }) => setSealSettings(db, caller(session, params), body));
  registerOperation(app, deps, contract.listSealLog, async ({ session, params, query }) => sealLogView(db, { ...caller(session, params), before: query.before, limit: query.limit }));
  registerOperation(app, deps, contract.exportSealLog, async ({ session, params }) =>
    bytesFile(await exportSealLog(db, caller(session, params)), 'application/jsonl', `seal-log-${params.companyId}.jsonl`),
  );
}
