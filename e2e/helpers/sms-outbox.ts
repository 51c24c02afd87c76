import { getJson } from './outbox.js';

export interface ReadSms {
  id: bigint;
  to: string;
  text: string;
  createdAt: string;
}

/**
 * Waits for the newest text message to `to` (E.164) in the development SMS outbox, sent at or
 * after `after`, as a person would look at their phone.
 */
export async function waitForSms(baseUrl: string, to: string, options: { after?: Date; timeoutMs?: number } = {}): Promise<ReadSms> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const { messages } = await getJson<{ messages: ReadSms[] }>(`${baseUrl}/v1/dev/sms-outbox?to=${encodeURIComponent(to)}&limit=5`);
    const newest = messages.find((m) => !options.after || new Date(m.createdAt) >= options.after);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`no text message to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first 6-digit code in the newest text message to `to`. */
export async function readTextedCode(baseUrl: string, to: string, options: { after?: Date; timeoutMs?: number } = {}): Promise<string> {
  const message = await waitForSms(baseUrl, to, options);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`the newest text message to ${to} has no code`);
  return code;
}
