import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database, type DatabaseTarget } from '../db/client.js';
import { outboxMessages } from '../db/schema/index.js';
import { OutboxMailer } from '../mail/outbox-mailer.js';
import { createTestDatabase, databaseTargets } from '../../test/helpers/database.js';
import { readJob } from '../../test/helpers/jobs.js';
import { JobWorker } from '../jobs/job-worker.js';
import { mailMessageIdForJob } from '../jobs/mail-job.js';
import { mailJobHandlers } from './mail-job-handlers.js';
import { eventually } from '../../test/helpers/eventually.js';

const childScript = fileURLToPath(new URL('../../test/helpers/crash-during-mail-job.ts', import.meta.url));

/** Runs the crashing child and returns the id of the job it left behind. */
async function crashChild(target: DatabaseTarget, leaseMs: number): Promise<bigint> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', childScript, JSON.stringify(target), String(leaseMs)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  expect({ code, signal, stderr: signal === 'SIGKILL' ? '' : stderr }).toEqual({ code: null, signal: 'SIGKILL', stderr: '' });
  return BigInt((JSON.parse(stdout.trim()) as { jobId: string }).jobId);
}

/** After the crash: a new worker finishes the job once, and the outbox holds the mail once. */
async function recoverAndCheck(database: Database, jobId: bigint): Promise<void> {
  expect(await readJob(database.db, jobId)).toMatchObject({ status: 'running', lockedBy: 'doomed', attempts: 1 });
  const kept = () => database.db.select().from(outboxMessages).where(eq(outboxMessages.messageId, mailMessageIdForJob(jobId)));
  expect(await kept()).toHaveLength(1);

  const outbox = new OutboxMailer(database.db, 'no-reply@signet.test');
  let sends = 0;
  const mailer = { send: (message: Parameters<OutboxMailer['send']>[0]) => (sends++, outbox.send(message)) };
  const worker = new JobWorker(database.db, { handlers: mailJobHandlers({ mailer }), pollIntervalMs: 100, workerId: 'after-restart' });
  await worker.start();
  await eventually(async () => expect((await readJob(database.db, jobId)).status).toBe('done'), 100);
  await worker.stop();

  expect(await readJob(database.db, jobId)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  expect(sends).toBe(1);
  expect(await kept()).toHaveLength(1);
}

describe('a job survives a process restart', () => {
  it.runIf(databaseTargets().includes('pglite'))('on PGlite in a data folder', { timeout: 300_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'signet-restart-'));
    try {
      const jobId = await crashChild({ kind: 'pglite', dir }, 1000);
      const database = await openDatabase({ kind: 'pglite', dir });
      try {
        await recoverAndCheck(database, jobId);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.runIf(databaseTargets().includes('postgres'))('on PostgreSQL', { timeout: 300_000 }, async () => {
    const database = await createTestDatabase('postgres');
    try {
      const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${row!.name}`;
      const jobId = await crashChild({ kind: 'postgres', url: url.toString() }, 1000);
      await recoverAndCheck(database, jobId);
    } finally {
      await database.drop();
    }
  });
});
