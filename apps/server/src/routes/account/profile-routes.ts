import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { changeEmail } from '../../domain/account/change-email.js';
import { changePassword } from '../../domain/account/change-password.js';
import { presentUser } from '../../domain/account/present-user.js';
import { updateProfile } from '../../domain/account/update-profile.js';
import { getUserById } from '../../domain/account/users-repository.js';
import { registerOperation } from '../../http/register-operation.js';
import { requireRecentCheck } from '../../domain/session/recent-check.js';

/** The account centre's own data: who I am, name and language, e-mail, password. */
export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  registerOperation(app, deps, contract.getUserInfo, async ({ session }) => presentUser(await getUserById(db, session.userId), session.companyId));

  registerOperation(app, deps, contract.updateProfile, async ({ session, body }) =>
    presentUser(await updateProfile(db, { userId: session.userId, name: body.name, locale: body.locale, reminders: body.reminders }), session.companyId),
  );

  // Changing how one signs in wants a recent check (issue 35, 8411).
  registerOperation(app, deps, contract.changeEmail, async ({ session, body, meta }) => {
    requireRecentCheck(session);
    return presentUser(await changeEmail(db, { userId: session.userId, email: body.email, code: body.code, ip: meta.ip }), session.companyId);
  });

  registerOperation(app, deps, contract.changePassword, async ({ session, body }) => {
    requireRecentCheck(session);
    await changePassword(db, { userId: session.userId, sessionId: session.sessionId, ...body });
    return { ok: true as const };
  });
}
