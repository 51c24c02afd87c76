import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { loginWithPassword } from '../../domain/account/login-with-password.js';
import { presentLogin } from '../../domain/account/present-user.js';
import { quickLogin } from '../../domain/account/quick-login.js';
import { registerUser } from '../../domain/account/register-user.js';
import { resetPassword } from '../../domain/account/reset-password.js';
import { endSession } from '../../domain/session/end-session.js';
import { registerOperation } from '../../http/register-operation.js';
import { signInMeta } from './sign-in-meta.js';

/** Sign-up, password sign-in, quick login and reset: each starts a session and answers ZLoginResult. */
export function registerSignInRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const ttlMs = deps.config.sessionTtlMs;

  registerOperation(app, deps, contract.register, async ({ body, meta }) =>
    presentLogin(await registerUser(db, { ...body, meta: signInMeta(meta, body), ttlMs })),
  );

  registerOperation(app, deps, contract.login, async ({ body, meta }) =>
    presentLogin(await loginWithPassword(db, { ...body, meta: signInMeta(meta, body), ttlMs })),
  );

  registerOperation(app, deps, contract.quickLogin, async ({ body, meta }) =>
    presentLogin(await quickLogin(db, { ...body, meta: signInMeta(meta, body), ttlMs })),
  );

  registerOperation(app, deps, contract.resetPassword, async ({ body, meta }) =>
    presentLogin(await resetPassword(db, { ...body, meta: signInMeta(meta, body), ttlMs })),
  );

  registerOperation(app, deps, contract.logout, async ({ session }) => {
    await endSession(db, { sessionId: session.sessionId, reason: 'logout' });
    return { ok: true as const };
  });
}
