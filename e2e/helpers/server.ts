import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMBEDDED_DATABASE_NODE_FLAGS } from '../../apps/server/src/db/embedded-database-node-flags.js';
import { copyDataFolderTemplate } from './data-folder-template.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
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

/** Runs before the server starts, on its data folder (an operator's command, say). */
export type PrepareDataFolder = (dataDir: string, env: Record<string, string>) => Promise<void>;

export interface ServerOptions {
  /**
   * True: the server makes its embedded database from nothing, as the very first `npm start`
   * does. By default its data folder starts with a copy of a migrated database made once per run
   * (data-folder-template.ts), and the server starts as it does on an existing install.
   */
  emptyDataFolder?: boolean;
}

/**
 * Starts the built server (`node apps/server/dist/main.js`, as `npm start` does)
 * on a free port with a data folder of its own, and waits until it answers.
 */
export async function startBuiltServer(env: Record<string, string> = {}, prepare?: PrepareDataFolder, options: ServerOptions = {}): Promise<RunningServer> {
  const entry = path.join(repoRoot, 'apps/server/dist/main.js');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'signet-e2e-'));
  if (!options.emptyDataFolder) await copyDataFolderTemplate(dataDir);
  await prepare?.(dataDir, env);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  // npm start's flags: the server tested is the one npm start runs (and uses about 15 % less CPU here).
  const child: ChildProcess = spawn(process.execPath, [...EMBEDDED_DATABASE_NODE_FLAGS, entry], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '500', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  // A hang, not a slow start: a server that makes its database from nothing (initdb and every
  // migration in PGlite's WebAssembly) has taken over a minute on a machine running the whole suite.
  const deadline = Date.now() + (options.emptyDataFolder ? 200_000 : 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/v1/openapi.json`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Stopped, or it would go on migrating and serving beside the rest of the run.
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`server did not start in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    dataDir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
