import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { getUserById } from '../../domain/account/users-repository.js';
import { redeemLicenceCode } from '../../domain/billing/redeem-licence-code.js';
import { getPlanDetail } from '../../domain/plan/get-plan-detail.js';
import { hitNamedLimit } from '../../domain/rate-limit/hit-rate-limit.js';
import { registerOperation } from '../../http/register-operation.js';

/** The checkout service family (issue 17): licence codes. */
export function registerCheckoutRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  registerOperation(app, deps, contract.redeemLicenceCode, async ({ session, body, meta }) => {
    // Counted before the code is looked at, so wrong guesses count too.
    await hitNamedLimit(db, 'redeemCodePerAccount', String(session.userId));
    await hitNamedLimit(db, 'redeemCodePerIp', meta.ip);
    await redeemLicenceCode(db, { userId: session.userId, code: body.code });
    return getPlanDetail(await getUserById(db, session.userId));
  });
}
