import type { FastifyInstance } from 'fastify';
import { changeEmail, changePassword, getUserInfo, updateProfile } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { changeEmail as changeUserEmail } from '../../domain/account/change-email.js';
import { changePassword as changeUserPassword } from '../../domain/account/change-password.js';
import { presentUser } from '../../domain/account/present-user.js';
import { updateProfile as updateUserProfile } from '../../domain/account/update-profile.js';
import { getUserById } from '../../domain/account/users-repository.js';
import { registerOperation } from '../../http/register-operation.js';

/** The account centre's own data: who I am, name and language, e-mail, password. */
export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  registerOperation(app, deps, getUserInfo, async ({ session }) => presentUser(await getUserById(db, session.userId)));

  registerOperation(app, deps, updateProfile, async ({ session, body }) =>
    presentUser(await updateUserProfile(db, { userId: session.userId, name: body.name, locale: body.locale })),
  );

  registerOperation(app, deps, changeEmail, async ({ session, body, meta }) =>
    presentUser(await changeUserEmail(db, { userId: session.userId, email: body.email, code: body.code, ip: meta.ip })),
  );

  registerOperation(app, deps, changePassword, async ({ session, body }) => {
    await changeUserPassword(db, { userId: session.userId, sessionId: session.sessionId, ...body });
    return { ok: true as const };
  });
}
