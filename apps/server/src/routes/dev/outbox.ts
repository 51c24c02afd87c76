import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode } from '@signet/contracts';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { registerOperation } from '../../http/register-operation.js';
import { translate } from '../../i18n/i18n.js';
import { sendMailLater } from '../../jobs/index.js';
import { getOutboxMessage, listOutboxMessages } from '../../mail/index.js';

/** The development outbox (decision 005): only registered when dev tools are on. */
export function registerDevOutbox(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  registerOperation(app, deps, contract.listOutbox, async ({ query }) => ({
    messages: await listOutboxMessages(db, { ...(query.to ? { to: query.to } : {}), limit: query.limit }),
  }));

  registerOperation(app, deps, contract.getOutboxMessage, async ({ params }) => {
    const message = await getOutboxMessage(db, params.messageId);
    if (!message) throw new AppError(ErrorCode.NotFound);
    return message;
  });

  registerOperation(app, deps, contract.sendTestMail, async ({ body, meta }) => {
    const time = new Date().toISOString();
    const job = await sendMailLater(db, {
      to: [body.to],
      subject: translate(meta.locale, 'dev_test_mail_subject'),
      text: translate(meta.locale, 'dev_test_mail_body', { time }),
    });
    return { jobId: job.id };
  });
}
