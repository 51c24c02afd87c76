import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode } from '@signet/contracts';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { generateCode } from '../../domain/one-time-code/code-hash.js';
import { registerOperation } from '../../http/register-operation.js';
import { translate } from '../../i18n/i18n.js';
import { listOutboxSms, SmsDeliveryError } from '../../sms/index.js';

/** The development outbox's text messages, and a test message through the configured driver: only registered when dev tools are on. */
export function registerDevSmsOutbox(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  registerOperation(app, deps, contract.listOutboxSms, async ({ query }) => ({
    messages: await listOutboxSms(db, { ...(query.to ? { to: query.to } : {}), limit: query.limit }),
  }));

  registerOperation(app, deps, contract.sendTestSms, async ({ body, meta }) => {
    const code = generateCode();
    try {
      const sent = await deps.sms.send({ to: body.to, locale: meta.locale, code, text: translate(meta.locale, 'dev_test_sms_text', { code }) });
      return { driver: deps.sms.driver, providerMessageId: sent.providerMessageId };
    } catch (error) {
      if (!(error instanceof SmsDeliveryError)) throw error;
      throw new AppError(error.retryable ? ErrorCode.SmsUnavailable : ErrorCode.SmsRefused, { detail: `${error.message} (provider code: ${error.providerCode ?? 'none'})` });
    }
  });
}
