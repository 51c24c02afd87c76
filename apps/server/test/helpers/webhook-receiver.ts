import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * An integrator's endpoint on 127.0.0.1: keeps every request and answers with the status the
 * test sets (200 and 'ok' by default), or a redirect to `redirectTo`.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const state = { status: 200, redirectTo: null as string | null, body: 'ok' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (state.redirectTo) res.writeHead(302, { location: state.redirectTo }).end();
      else res.writeHead(state.status, { 'content-type': 'text/plain' }).end(state.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    received,
    state,
    /** Waits until `count` requests arrived at `path` (the job worker delivers in the background). */
    async waitFor(path: string, count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const at = () => received.filter((hit) => hit.path === path);
      while (at().length < count) {
        if (Date.now() > deadline) throw new Error(`only ${at().length} of ${count} webhooks arrived at ${path}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return at();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
