import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { getUserById } from '../../domain/account/users-repository.js';
import { getPlanDetail } from '../../domain/plan/get-plan-detail.js';
import { registerOperation } from '../../http/register-operation.js';

/** Spec 7: the plan detail the client stores as planDetail after login. */
export function registerGetSignPlanDetail(app: FastifyInstance, deps: AppDeps): void {
  registerOperation(app, deps, contract.getSignPlanDetail, async ({ session }) =>
    getPlanDetail(await getUserById(deps.database.db, session.userId)),
  );
}
