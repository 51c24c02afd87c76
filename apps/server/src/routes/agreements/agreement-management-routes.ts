import type { FastifyInstance } from 'fastify';
import {
  copyAgreement,
  deleteAgreement,
  emptyTrash,
  getAgreementCounts,
  getAgreementTimeline,
  getAgreementVersion,
  listAgreements,
  restoreAgreement,
  voidAgreement,
} from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { copyAgreement as copyOwn } from '../../domain/agreements/copy-agreement.js';
import { deleteAgreement as deleteOwn } from '../../domain/agreements/delete-agreement.js';
import { emptyTrash as emptyOwnTrash } from '../../domain/agreements/empty-trash.js';
import { getAgreementCounts as countOwn } from '../../domain/agreements/get-agreement-counts.js';
import { getAgreementTimeline as timelineOf } from '../../domain/agreements/get-agreement-timeline.js';
import { getAgreementVersion as versionOf } from '../../domain/agreements/get-agreement-version.js';
import { listAgreements as listOwn } from '../../domain/agreements/list-agreements.js';
import type { Actor } from '../../domain/agreement-core/record-agreement-event.js';
import { restoreAgreement as restoreOwn } from '../../domain/agreements/restore-agreement.js';
import { voidAgreement as voidOwn } from '../../domain/agreements/void-agreement.js';
import type { RequestMeta } from '../../domain/request-meta.js';
import { registerOperation } from '../../http/register-operation.js';

const actorOf = (session: { userId: bigint }, meta: RequestMeta): Actor => ({ userId: session.userId, ip: meta.ip, userAgent: meta.userAgent });

/** Managing agreements (issue 8): the index, counts, timeline, version, trash, void and copy. */
export function registerAgreementManagementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  registerOperation(app, deps, listAgreements, async ({ session, query }) => listOwn(db, { userId: session.userId, ...query }));
  registerOperation(app, deps, getAgreementCounts, async ({ session }) => countOwn(db, { userId: session.userId }));
  registerOperation(app, deps, getAgreementVersion, async ({ session, params }) => versionOf(db, { userId: session.userId, agreementId: params.flowId }));
  registerOperation(app, deps, getAgreementTimeline, async ({ session, params }) => timelineOf(db, { userId: session.userId, agreementId: params.flowId }));

  registerOperation(app, deps, deleteAgreement, async ({ session, meta, params }) => deleteOwn(db, { actor: actorOf(session, meta), agreementId: params.flowId }));
  registerOperation(app, deps, restoreAgreement, async ({ session, meta, params }) => restoreOwn(db, { actor: actorOf(session, meta), agreementId: params.flowId }));
  registerOperation(app, deps, copyAgreement, async ({ session, meta, params }) => copyOwn(db, { actor: actorOf(session, meta), agreementId: params.flowId }));

  registerOperation(app, deps, voidAgreement, async ({ session, meta, params, body }) => {
    const agreement = await voidOwn(db, { actor: actorOf(session, meta), agreementId: params.flowId, reason: body.reason });
    return agreement;
  });

  registerOperation(app, deps, emptyTrash, async ({ session }) => emptyOwnTrash(db, deps.files, { userId: session.userId }));
}
