import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMBEDDED_DATABASE_NODE_FLAGS } from '../../src/db/embedded-database-node-flags.js';

type Entry = 'main' | 'migrate' | 'check';

const sources = fileURLToPath(new URL('../../src/', import.meta.url));
const built = fileURLToPath(new URL('../../dist/', import.meta.url));
const contracts = fileURLToPath(new URL('../../../../packages/contracts/', import.meta.url));

/** The newest modification time of the files under `folder` (0 when it does not exist). */
function newestFileMs(folder: string): number {
  try {
    return Math.max(0, ...readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => statSync(path.join(folder, file)).mtimeMs));
  } catch {
    return 0;
  }
}

function modifiedMs(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

let buildIsCurrent: boolean | undefined;
/**
 * The built server is current when its entries and the contracts' build are newer than every
 * source file of either: `npm run build` ran after the last edit, as it does in a full run.
 */
function isBuildCurrent(): boolean {
  buildIsCurrent ??=
    Math.min(...(['main', 'migrate', 'check'] as const).map((entry) => modifiedMs(`${built}${entry}.js`)), modifiedMs(`${contracts}dist/index.js`)) >
    Math.max(newestFileMs(sources), newestFileMs(`${contracts}src`));
  return buildIsCurrent;
}

/**
 * How to start an entry point: the built `dist/<entry>.js`, as `npm start` and an operator's
 * deploy step do, when the build is current; otherwise its source through tsx, so a test run
 * after an edit without a build still tests the edit. tsx compiles the server's modules in each
 * new process, about 2 s of CPU a start on the CI machine that the built files do not need.
 */
export function entryCommand(entry: Entry): string[] {
  return isBuildCurrent()
    ? [process.execPath, ...EMBEDDED_DATABASE_NODE_FLAGS, `${built}${entry}.js`]
    : [process.execPath, ...EMBEDDED_DATABASE_NODE_FLAGS, '--conditions=source', '--import', 'tsx', `${sources}${entry}.ts`];
}

export interface ServerProcess {
  child: ChildProcess;
  /** stdout so far, one parsed JSON object per line (a line that is not JSON fails the test that reads it). */
  lines(): Record<string, unknown>[];
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs one of the server's entry points (`main`, `migrate`, `check`) as its own process, the way
 * `node apps/server/dist/<entry>.js` runs in production (see entryCommand), with only `env`
 * (plus PATH) as its environment.
 */
export function runEntry(entry: Entry, env: Record<string, string>): ServerProcess {
  const [command = process.execPath, ...args] = entryCommand(entry);
  const child = spawn(command, args, {
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
