import { listOutboxSms, type OutboxSms } from '../../src/sms/index.js';
import type { TestApp } from './app.js';

/**
 * The newest text message the outbox kept for `to` (E.164), newer than `afterId` when given.
 * Waits for it as `readLatestMail` does, since a message may be sent by a job.
 */
export async function latestSms(t: TestApp, to: string, options: { afterId?: bigint; timeoutMs?: number } = {}): Promise<OutboxSms> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const [newest] = await listOutboxSms(t.database.db, { to, limit: 1 });
    if (newest && newest.id > (options.afterId ?? 0n)) return newest;
    if (Date.now() > deadline) throw new Error(`no text message to ${to}`);
    t.worker.kick();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The id of the newest text message to `to` (0 when none), to wait for a newer one. */
export async function newestSmsId(t: TestApp, to: string): Promise<bigint> {
  const [newest] = await listOutboxSms(t.database.db, { to, limit: 1 });
  return newest?.id ?? 0n;
}

/** The 6-digit code of the newest text message to `to`. */
export async function latestSmsCode(t: TestApp, to: string, options: { afterId?: bigint } = {}): Promise<string> {
  const message = await latestSms(t, to, options);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`the newest text message to ${to} has no code`);
  return code;
}
