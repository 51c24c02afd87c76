import type { InjectOptions } from 'fastify';
import * as contract from '@signet/contracts';
import { parseJson, stringifyJson, type CodePurpose } from '@signet/contracts';
import { callOperation, uniqueIp } from './call-operation.js';
import { getOutboxMessage, listOutboxMessages } from '../../src/mail/index.js';
import type { TestApp } from './app.js';

let emailCounter = 0;

export { uniqueIp };

export function uniqueEmail(prefix = 'ann'): string {
  emailCounter += 1;
  return `${prefix}-${emailCounter}-${Date.now()}@example.com`;
}

export interface CallOptions {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
  token?: string;
  ip?: string;
  deviceId?: string;
  locale?: string;
}

/**
 * A call to a raw URL, for what no operation describes: an unknown route, a malformed
 * path, a table of routes walked by method. Everything else uses callOperation.
 */
export async function call(t: TestApp, options: CallOptions) {
  const headers: Record<string, string> = {};
  if (options.token) headers['x-token'] = options.token;
  if (options.deviceId) headers['device-id'] = options.deviceId;
  if (options.locale) headers['accept-language'] = options.locale;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.inject({
    method: options.method,
    url: options.url,
    remoteAddress: options.ip ?? uniqueIp(),
    headers,
    // Written like the web client writes it: ids (bigint) as bare JSON numbers.
    ...(options.body === undefined ? {} : { payload: stringifyJson(options.body) }),
  });
  const envelope = parseJson(res.body) as { code: number; data: unknown; msg: string };
  return { status: res.statusCode, headers: res.headers, ...envelope };
}

export async function newestOutboxId(t: TestApp, email: string): Promise<bigint> {
  const [newest] = await listOutboxMessages(t.database.db, { to: email, limit: 1 });
  return newest?.id ?? 0n;
}

/**
 * Waits until the job worker has delivered a mail to `email` newer than `afterId`
 * and returns it, as a person would open their inbox.
 */
export async function readLatestMail(t: TestApp, email: string, options: { afterId?: bigint; timeoutMs?: number } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const [newest] = await listOutboxMessages(t.database.db, { to: email, limit: 1 });
    if (newest && newest.id > (options.afterId ?? 0n)) {
      const message = await getOutboxMessage(t.database.db, newest.id);
      if (message) return message;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    t.worker.kick();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The 6-digit code of the newest mail to `email` (the first 6-digit number in its text). */
export async function readLatestCode(t: TestApp, email: string, options: { afterId?: bigint } = {}): Promise<string> {
  const message = await readLatestMail(t, email, options);
  const code = /\b(\d{6})\b/.exec(message.text ?? '')?.[1];
  if (!code) throw new Error(`the newest mail to ${email} has no code: ${message.subject}`);
  return code;
}

/** Asks for a code through the API and returns it from the outbox. */
export async function requestCode(t: TestApp, email: string, purpose: CodePurpose, options: { ip?: string; locale?: string } = {}) {
  const afterId = await newestOutboxId(t, email);
  const res = await callOperation(t, contract.sendCode, { body: { email, purpose } }, { ...options });
  if (res.code !== 200) throw new Error(`sendCode answered ${res.code}`);
  return readLatestCode(t, email, { afterId });
}

export const PASSWORD = 'correct horse battery';

/** Signs up through the API (code from the outbox) and returns the login result. */
export async function registerAccount(
  t: TestApp,
  options: { email?: string; password?: string; deviceId?: string; name?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const code = await requestCode(t, email, 'register');
  const res = await callOperation(t, contract.register, { body: { email, code, password: options.password ?? PASSWORD, name: options.name ?? 'Ann Lee', deviceId: options.deviceId ?? 'device-a' } });
  return { email, ...res.result };
}

export function checkDevices(t: TestApp, token: string) {
  return callOperation(t, contract.checkDevices, {}, { token });
}
