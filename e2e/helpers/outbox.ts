import { parseJson } from '@signet/contracts';

interface Envelope<T> {
  code: number;
  data: T;
}

/** The data of a dev-outbox call, failing unless its envelope says 200. */
export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  const body = parseJson(await res.text()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${url} answered ${body.code}`);
  return body.data;
}

export interface ReadMail {
  id: bigint;
  subject: string;
  text: string | null;
  html: string | null;
}

/**
 * Waits for the newest mail to `to` in the development outbox (as a person would
 * open their inbox), sent at or after `after`, and reads it.
 */
export async function waitForMail(baseUrl: string, to: string, options: { after?: Date; timeoutMs?: number; subjectIncludes?: string } = {}): Promise<ReadMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const { messages } = await getJson<{ messages: { id: bigint; createdAt: string; subject: string }[] }>(
      `${baseUrl}/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=5`,
    );
    const newest = messages.find((m) => (!options.after || new Date(m.createdAt) >= options.after) && (!options.subjectIncludes || m.subject.includes(options.subjectIncludes)));
    if (newest) return getJson<ReadMail>(`${baseUrl}/v1/dev/outbox/${newest.id}`);
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Lists the subjects of every mail `to` has received (newest first). */
export async function listMailSubjects(baseUrl: string, to: string): Promise<string[]> {
  const { messages } = await getJson<{ messages: { subject: string }[] }>(`${baseUrl}/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=50`);
  return messages.map((m) => m.subject);
}

/** The first 6-digit code in the newest mail to `to`. */
export async function readMailedCode(baseUrl: string, to: string, options: { after?: Date; timeoutMs?: number } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const mail = await waitForMail(baseUrl, to, { ...options, timeoutMs: Math.max(0, deadline - Date.now()) });
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
