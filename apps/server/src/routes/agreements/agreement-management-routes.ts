import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { copyAgreement } from '../../domain/agreements/copy-agreement.js';
import { deleteAgreement } from '../../domain/agreements/delete-agreement.js';
import { emptyTrash } from '../../domain/agreements/empty-trash.js';
import { getAgreementCounts } from '../../domain/agreements/get-agreement-counts.js';
import { getAgreementTimeline } from '../../domain/agreements/get-agreement-timeline.js';
import { getAgreementVersion } from '../../domain/agreements/get-agreement-version.js';
import { listAgreements } from '../../domain/agreements/list-agreements.js';
import { restoreAgreement } from '../../domain/agreements/restore-agreement.js';
import { voidAgreement } from '../../domain/agreements/void-agreement.js';
import { changeFollowUp } from '../../domain/follow-up/change-follow-up.js';
import { actorOf } from '../../http/actor.js';
import { workspaceOf } from '../../domain/company/workspace.js';
import { registerOperation } from '../../http/register-operation.js';


/** Managing agreements (issue 8): the index, counts, timeline, version, trash, void and copy; expiry and reminders (issue 18). */
export function registerAgreementManagementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  registerOperation(app, deps, contract.listAgreements, async ({ session, query }) => listAgreements(db, { ...workspaceOf(session), ...query }));
  registerOperation(app, deps, contract.getAgreementCounts, async ({ session, query }) => getAgreementCounts(db, { ...workspaceOf(session), ...query }));
  registerOperation(app, deps, contract.getAgreementVersion, async ({ session, params }) => getAgreementVersion(db, { ...workspaceOf(session), agreementId: params.agreementId }));
  registerOperation(app, deps, contract.getAgreementTimeline, async ({ session, params }) => getAgreementTimeline(db, { ...workspaceOf(session), agreementId: params.agreementId }));

  registerOperation(app, deps, contract.deleteAgreement, async ({ session, meta, params }) => deleteAgreement(db, { actor: actorOf(session, meta), agreementId: params.agreementId }));
  registerOperation(app, deps, contract.restoreAgreement, async ({ session, meta, params }) => restoreAgreement(db, { actor: actorOf(session, meta), agreementId: params.agreementId }));
  registerOperation(app, deps, contract.copyAgreement, async ({ session, meta, params }) => copyAgreement(db, { actor: actorOf(session, meta), agreementId: params.agreementId }));

  registerOperation(app, deps, contract.voidAgreement, async ({ session, meta, params, body }) => {
    return voidAgreement(db, { actor: actorOf(session, meta), agreementId: params.agreementId, reason: body.reason });
  });

  registerOperation(app, deps, contract.changeAgreementFollowUp, async ({ session, meta, params, body }) => {
    const change = {
      ...(body.expiresAt !== undefined ? { expiresAt: body.expiresAt === null ? null : new Date(body.expiresAt) } : {}),
      ...(body.reminders !== undefined ? { reminders: body.reminders } : {}),
    };
    return changeFollowUp(db, { actor: actorOf(session, meta), agreementId: params.agreementId, change, publicUrl: deps.config.publicUrl });
  });

  registerOperation(app, deps, contract.emptyTrash, async ({ session }) => emptyTrash(db, deps.files, workspaceOf(session)));
}
