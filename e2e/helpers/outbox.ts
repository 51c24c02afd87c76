import { parseJson } from '@signet/contracts';

interface Envelope<T> {
  code: number;
  data: T;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  const body = parseJson(await res.text()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${url} answered ${body.code}`);
  return body.data;
}

/**
 * Waits for the newest mail to `to` in the development outbox (as a person would
 * open their inbox) and returns the first 6-digit code in its text.
 */
export async function readMailedCode(baseUrl: string, to: string, options: { after?: Date; timeoutMs?: number } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const { messages } = await getJson<{ messages: { id: bigint; createdAt: string }[] }>(
      `${baseUrl}/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=5`,
    );
    const newest = messages.find((m) => !options.after || new Date(m.createdAt) >= options.after);
    if (newest) {
      const message = await getJson<{ text: string | null }>(`${baseUrl}/v1/dev/outbox/${newest.id}`);
      const code = /\b(\d{6})\b/.exec(message.text ?? '')?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
