import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { endDeviceSession, listSessions } from '../../domain/session/list-sessions.js';
import { registerOperation } from '../../http/register-operation.js';

/** The account centre's device list: this account's sessions, and signing one out. */
export function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  registerOperation(app, deps, contract.listSessions, async ({ session }) => ({
    sessions: await listSessions(db, { userId: session.userId, currentSessionId: session.sessionId }),
  }));

  registerOperation(app, deps, contract.endDeviceSession, async ({ session, params }) => {
    await endDeviceSession(db, { userId: session.userId, sessionId: params.sessionId });
    return { ok: true as const };
  });
}
