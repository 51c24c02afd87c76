import type { FastifyInstance } from 'fastify';
import { endDeviceSession, listSessions } from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { endDeviceSession as endOwnSession, listSessions as listOwnSessions } from '../../domain/session/list-sessions.js';
import { registerOperation } from '../../http/register-operation.js';

/** The account centre's device list: this account's sessions, and signing one out. */
export function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  registerOperation(app, deps, listSessions, async ({ session }) => ({
    sessions: await listOwnSessions(db, { userId: session.userId, currentSessionId: session.sessionId }),
  }));

  registerOperation(app, deps, endDeviceSession, async ({ session, params }) => {
    await endOwnSession(db, { userId: session.userId, sessionId: params.sessionId });
    return { ok: true as const };
  });
}
