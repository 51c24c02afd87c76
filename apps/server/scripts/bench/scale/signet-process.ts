import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { trackChild } from './cleanup.js';

export type Role = 'web' | 'worker' | 'all';

/** `node apps/server/dist/<name>.js`, or src/<name>.ts through tsx (BENCH_FROM_SOURCE). */
function entry(name: 'main' | 'migrate', fromSource: boolean): string[] {
  if (!fromSource) return [fileURLToPath(new URL(`../../../dist/${name}.js`, import.meta.url))];
  return ['--conditions=source', '--import', 'tsx', fileURLToPath(new URL(`../../../src/${name}.ts`, import.meta.url))];
}

/** The web client's app-service credential (APP_BASIC_AUTH's default), for the fallback readiness check. */
const APP_BASIC_AUTH = `Basic ${Buffer.from('signet-web:signet-web').toString('base64')}`;

export interface Deployment {
  databaseUrl: string;
  /** Shared by every process of a run: local file storage stands for a shared volume or S3. */
  dataDir: string;
  smtpUrl: string;
  /** BENCH_FROM_SOURCE: src/main.ts through tsx instead of the build. */
  fromSource: boolean;
  /** False once migrate.js ran, as a deployment with a migrate step starts its servers. */
  migrateOnStart: boolean;
}

/** Only what the server needs: a developer's own settings (METRICS_PORT, ...) must not leak in. */
function serverEnv(deployment: Deployment, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: deployment.databaseUrl,
    DATA_DIR: deployment.dataDir,
    SMTP_URL: deployment.smtpUrl,
    ...env,
  };
}

/** The deploy step's one-shot `migrate.js`, after which servers start with MIGRATE_ON_START=false. */
export async function runMigrations(deployment: Deployment): Promise<void> {
  const child = spawn(process.execPath, entry('migrate', deployment.fromSource), { env: serverEnv(deployment, { LOG_LEVEL: 'info' }), stdio: ['ignore', 'pipe', 'pipe'] });
  trackChild(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`migrate exited ${code}:\n${output.trim()}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

export type ReadyVia = 'readyz' | 'app config';

/**
 * Whether a process takes traffic: its /readyz, or, on a build without /readyz (a 404),
 * whether the API answers. Null when nothing listens.
 */
export async function readiness(base: string): Promise<{ ready: boolean; via: ReadyVia } | null> {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(2000) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => null,
    );
  const readyz = await get('/readyz');
  if (readyz === null) return null;
  if (readyz !== 404) return { ready: readyz === 200, via: 'readyz' };
  return { ready: (await get('/v1/app/config', { authorization: APP_BASIC_AUTH })) === 200, via: 'app config' };
}

/** One Signet server process (`node apps/server/dist/main.js`) with its role and port. */
export class SignetProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly base: string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readyVia: ReadyVia | null = null;
  private output = '';

  constructor(
    readonly role: Role,
    readonly port: number,
    deployment: Deployment,
    env: Record<string, string>,
  ) {
    this.base = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, entry('main', deployment.fromSource), {
      env: serverEnv(deployment, {
        PORT: String(port),
        PUBLIC_URL: this.base,
        ROLE: role,
        MIGRATE_ON_START: String(deployment.migrateOnStart),
        // The older spelling, for a build that does not know ROLE yet.
        ...(role === 'web' ? { JOB_WORKER: 'false' } : {}),
        ...env,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    trackChild(this.child);
    this.pid = this.child.pid ?? 0;
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-4000));
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  static async start(role: Role, deployment: Deployment, env: Record<string, string> = {}): Promise<SignetProcess> {
    return new SignetProcess(role, await freePort(), deployment, env);
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines it printed, to explain a failure. */
  tail(): string {
    return this.output.trim().split('\n').slice(-8).join('\n');
  }

  async waitReady(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!this.alive) throw new Error(`${this.role} process ${this.pid} exited (${this.child.exitCode ?? this.child.signalCode}) before it was ready:\n${this.tail()}`);
      const state = await readiness(this.base);
      if (state?.ready) {
        this.readyVia = state.via;
        return;
      }
      if (Date.now() > deadline) throw new Error(`${this.role} process ${this.pid} was not ready within ${timeoutMs} ms:\n${this.tail()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** SIGTERM, as an orchestrator stops a process, and the time until it exited. */
  async stop(): Promise<number> {
    const started = Date.now();
    if (this.alive) this.child.kill('SIGTERM');
    await this.exited;
    return Date.now() - started;
  }

  /** SIGKILL: the process gets no chance to finish or release anything. */
  async kill(): Promise<void> {
    if (this.alive) this.child.kill('SIGKILL');
    await this.exited;
  }

  rssMb(): Promise<number> {
    return rssMb(this.pid);
  }
}

/** Starts `count` processes of a role at once and waits until all are ready. */
export async function startMany(count: number, role: Role, deployment: Deployment, env: Record<string, string> = {}): Promise<SignetProcess[]> {
  const processes = await Promise.all(Array.from({ length: count }, () => SignetProcess.start(role, deployment, env)));
  await Promise.all(processes.map((each) => each.waitReady()));
  return processes;
}

export async function stopAll(processes: SignetProcess[]): Promise<void> {
  await Promise.all(processes.map((each) => each.stop()));
}
