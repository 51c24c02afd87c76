import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const sources = fileURLToPath(new URL('../../src/', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** stdout so far, one parsed JSON object per line (a line that is not JSON fails the test that reads it). */
  lines(): Record<string, unknown>[];
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs one of the server's entry points (`main`, `migrate`, `check`) from source as its own
 * process, the way `node apps/server/dist/<entry>.js` runs in production, with only `env`
 * (plus PATH) as its environment.
 */
export function runEntry(entry: 'main' | 'migrate' | 'check', env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', `${sources}${entry}.ts`], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    lines: () =>
      stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stderr: () => stderr,
    exited,
  };
}

/** A TCP port free right now, for a child to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls a URL until it answers `status`. */
export async function waitForStatus(url: string, status: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await fetch(url).then((response) => response.status, () => 0);
    if (answered === status) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${answered})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
