import type { FastifyInstance } from 'fastify';
import { login, logout, quickLogin, register, resetPassword } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { loginWithPassword } from '../../domain/account/login-with-password.js';
import { presentLogin } from '../../domain/account/present-user.js';
import { quickLogin as quickLoginUser } from '../../domain/account/quick-login.js';
import { registerUser } from '../../domain/account/register-user.js';
import { resetPassword as resetUserPassword } from '../../domain/account/reset-password.js';
import { endSession } from '../../domain/session/end-session.js';
import { registerOperation } from '../../http/register-operation.js';
import { signInMeta } from './sign-in-meta.js';

/** Sign-up, password sign-in, quick login and reset: each starts a session and answers ZLoginResult. */
export function registerSignInRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const ttlMs = deps.config.sessionTtlMs;

  registerOperation(app, deps, register, async ({ body, meta }) =>
    presentLogin(await registerUser(db, { ...body, meta: signInMeta(meta, body), ttlMs })),
  );

  registerOperation(app, deps, login, async ({ body, meta }) =>
    presentLogin(await loginWithPassword(db, { ...body, meta: signInMeta(meta, body), ttlMs })),
  );

  registerOperation(app, deps, quickLogin, async ({ body, meta }) =>
    presentLogin(await quickLoginUser(db, { ...body, meta: signInMeta(meta, body), ttlMs })),
  );

  registerOperation(app, deps, resetPassword, async ({ body, meta }) =>
    presentLogin(await resetUserPassword(db, { ...body, meta: signInMeta(meta, body), ttlMs })),
  );

  registerOperation(app, deps, logout, async ({ session }) => {
    await endSession(db, { sessionId: session.sessionId, reason: 'logout' });
    return { ok: true as const };
  });
}
