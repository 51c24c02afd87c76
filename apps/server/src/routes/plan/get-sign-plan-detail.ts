import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { getUserById } from '../../domain/account/users-repository.js';
import { workPlanHolder } from '../../domain/company/work-plan.js';
import { getPlanDetail } from '../../domain/plan/get-plan-detail.js';
import { registerOperation } from '../../http/register-operation.js';

/** Spec 7: the plan detail the client stores as planDetail after login; in a company workspace the company's (issue 32). */
export function registerGetSignPlanDetail(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  registerOperation(app, deps, contract.getSignPlanDetail, async ({ session }) =>
    getPlanDetail(await workPlanHolder(db, session, await getUserById(db, session.userId))),
  );
}
