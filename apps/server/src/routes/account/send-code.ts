import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { checkUsernameExists } from '../../domain/account/check-username-exists.js';
import { sendCode } from '../../domain/account/send-code.js';
import { registerOperation } from '../../http/register-operation.js';

/** The two anonymous account look-ups: mailing a code, and spec 7's username check. */
export function registerSendCode(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  registerOperation(app, deps, contract.sendCode, async ({ body, meta }) => {
    await sendCode(db, { ...body, locale: meta.locale, ip: meta.ip, appUrl: deps.config.publicUrl });
    return { ok: true as const };
  });

  registerOperation(app, deps, contract.checkUsernameExists, async ({ query, meta }) => ({
    exists: await checkUsernameExists(db, { email: query.username, ip: meta.ip }),
  }));
}
