import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { parseJson, stringifyJson, type CodePurpose } from '@signet/contracts';
import { getOutboxMessage, listOutboxMessages } from '../../src/mail/index.js';
import type { TestApp } from './app.js';

let ipCounter = 0;
let emailCounter = 0;

/** A fresh client address, so per-IP limits of one test never spill into another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

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

/** One API call as a client makes it; the envelope is parsed losslessly (ids as bigint). */
export async function call(t: TestApp, options: CallOptions) {
  const headers: Record<string, string> = {};
  if (options.token) headers['x-token'] = options.token;
  if (options.deviceId) headers['device-id'] = options.deviceId;
  if (options.locale) headers['accept-language'] = options.locale;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res: LightMyRequestResponse = await t.app.inject({
    method: options.method,
    url: options.url,
    remoteAddress: options.ip ?? uniqueIp(),
    headers,
    // Written like the web client writes it: ids (bigint) as bare JSON numbers.
    ...(options.body === undefined ? {} : { payload: stringifyJson(options.body) }),
  });
  // Loosely typed like res.json(), so tests can read any field of data.
  const envelope = parseJson(res.body) as { code: number; data: ReturnType<typeof JSON.parse>; msg: string };
  return { status: res.statusCode, headers: res.headers, ...envelope };
}

async function newestOutboxId(t: TestApp, email: string): Promise<bigint> {
  const [newest] = await listOutboxMessages(t.database.db, { to: email, limit: 1 });
  return newest?.id ?? 0n;
}

/**
 * Waits until the job worker has delivered a mail to `email` newer than `afterId`
 * and returns it, as a person would open their inbox.
 */
export async function readLatestMail(t: TestApp, email: string, options: { afterId?: bigint; timeoutMs?: number } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
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
  const res = await call(t, { method: 'POST', url: '/v1/user/sendCode', body: { email, purpose }, ...options });
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
  const res = await call(t, {
    method: 'POST',
    url: '/v1/user/register',
    body: { email, code, password: options.password ?? PASSWORD, name: options.name ?? 'Ann Lee', deviceId: options.deviceId ?? 'device-a' },
  });
  if (res.code !== 200) throw new Error(`register answered ${res.code} ${res.msg}`);
  return { email, ...(res.data as { token: string; uid: bigint; expiresAt: number; userInfo: Record<string, unknown> }) };
}

export function checkDevices(t: TestApp, token: string) {
  return call(t, { method: 'GET', url: '/v1/user/checkDevices', token });
}
