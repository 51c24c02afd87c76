import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { getTestMail, listTestMails } from '../../domain/api-keys/test-mails.js';
import { registerOperation } from '../../http/register-operation.js';

/** The test mails of issue 38: what Signet kept instead of mailing about the caller's test agreements. */
export function registerTestMailRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  registerOperation(app, deps, contract.listTestMails, async ({ session }) => ({ messages: await listTestMails(db, session.userId) }));
  registerOperation(app, deps, contract.getTestMail, async ({ session, params }) => getTestMail(db, { ownerId: session.userId, mailId: params.mailId }));
}
