import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { createApiKey, listApiKeys, presentApiKey, revokeApiKey } from '../../domain/api-keys/api-keys.js';
import { registerOperation } from '../../http/register-operation.js';
import { workspaceOf } from '../../domain/company/workspace.js';
import { requireRecentCheck } from '../../domain/session/recent-check.js';

/** The account centre's API keys (issue 18): made, listed and revoked by the signed-in person only. */
export function registerApiKeyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  registerOperation(app, deps, contract.listApiKeys, async ({ session }) => ({ list: (await listApiKeys(db, workspaceOf(session))).map(presentApiKey) }));

  registerOperation(app, deps, contract.createApiKey, async ({ session, body }) => {
    // A key outlives the session: making one wants a recent check (issue 35, 8411).
    requireRecentCheck(session);
    const { row, secret } = await createApiKey(db, { ...workspaceOf(session), name: body.name, scope: body.scope, mode: body.mode, expiresAt: body.expiresAt ? new Date(body.expiresAt) : null });
    return { key: presentApiKey(row), secret };
  });

  registerOperation(app, deps, contract.revokeApiKey, async ({ session, params }) => {
    await revokeApiKey(db, { ...workspaceOf(session), keyId: params.keyId });
    return { ok: true as const };
  });
}
