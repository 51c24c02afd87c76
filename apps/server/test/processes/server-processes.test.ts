import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { countApplied, migrationsFolder } from '../../src/db/migrate.js';
import { readJob } from '../helpers/jobs.js';
import { sendMailLater } from '../../src/jobs/mail-job.js';
import { createEmptyPostgresDatabase } from '../helpers/database.js';
import { copyDataFolderTemplate } from '../helpers/data-folder-template.js';
import { freePort, runEntry, waitForStatus, type ServerProcess } from '../helpers/server-process.js';
import { startSmtpTestServer, type SmtpTestServer } from '../helpers/smtp-test-server.js';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const shipped = async () => (JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

let dataDirs: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'signet-process-'));
  dataDirs.push(dir);
  return dir;
};
/**
 * A data folder holding a copy of a database that migrate.js made once per run: making an embedded
 * database and migrating it costs a process about 14 s of CPU on the CI machine, and the first
 * test below is the one that proves it.
 */
const migratedDataDir = async () => {
  const dir = await dataDir();
  await copyDataFolderTemplate(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  dataDirs = [];
});

/** SIGTERM, then the exit; every line the process wrote on the way was JSON (lines() throws otherwise). */
async function terminate(server: ServerProcess) {
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  return { exit, lines: server.lines() };
}

describe('migrate.js', { timeout: 300_000 }, () => {
  it('migrates an empty embedded database once, then finds nothing to do', async () => {
    const env = { DATA_DIR: await dataDir() };
    const first = runEntry('migrate', env);
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(first.lines().at(-1)).toMatchObject({ role: 'migrate', msg: 'migrations applied', applied: await shipped() });
    const second = runEntry('migrate', env);
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(second.lines().at(-1)).toMatchObject({ msg: 'database already up to date', applied: 0, total: await shipped() });
  });

  it.runIf(withPostgres)('run four times at once on PostgreSQL: one applies every migration, the others wait for it and apply none', async () => {
    const empty = await createEmptyPostgresDatabase();
    try {
      const runs = Array.from({ length: 4 }, () => runEntry('migrate', { DATABASE_URL: empty.url, DATA_DIR: '/nonexistent' }));
      const exits = await Promise.all(runs.map((run) => run.exited));
      expect(exits).toEqual(Array.from({ length: 4 }, () => ({ code: 0, signal: null })));
      const applied = runs.map((run) => run.lines().at(-1)?.applied).sort();
      expect(applied).toEqual([0, 0, 0, await shipped()]);
      const database = await openDatabase({ kind: 'postgres', url: empty.url });
      expect(await countApplied(database.db)).toBe(await shipped());
      await database.close();
    } finally {
      await empty.drop();
    }
  });

  it('fails with exit 1 and a JSON line naming the setting when the configuration is invalid', async () => {
    const run = runEntry('migrate', { DATABASE_URL: 'mysql://nope' });
    expect(await run.exited).toEqual({ code: 1, signal: null });
    expect(run.lines()[0]).toMatchObject({ level: 60, role: 'migrate', problems: [expect.stringContaining('DATABASE_URL')] });
  });
});

describe('check.js', { timeout: 300_000 }, () => {
  const results = (run: ServerProcess): Record<string, unknown> =>
    Object.fromEntries(run.lines().filter((line) => line.check).map((line) => [String(line.check), line.ok]));

  it('passes once the database is migrated, storage writable and mail reachable', async () => {
    const check = runEntry('check', { DATA_DIR: await migratedDataDir() });
    expect(await check.exited).toEqual({ code: 0, signal: null });
    expect(results(check)).toEqual({ database: true, migrations: true, storage: true, mail: true, sms: true });
  });

  it('adds up one exit bit per failed check: migrations 8, storage 16, mail 32, sms 64', async () => {
    const closed = await freePort();
    // A database with nothing in it: an empty PostgreSQL one where there is one (a new embedded one costs a cluster's making).
    const empty = withPostgres ? await createEmptyPostgresDatabase() : undefined;
    const check = runEntry('check', {
      DATA_DIR: await dataDir(),
      ...(empty ? { DATABASE_URL: empty.url } : {}),
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'documents',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: `http://127.0.0.1:${closed}`,
      SMTP_URL: `smtp://127.0.0.1:${closed}`,
      SMS_DRIVER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+14155550100',
      TWILIO_API_BASE_URL: `http://127.0.0.1:${closed}`,
    });
    expect(await check.exited).toEqual({ code: 8 + 16 + 32 + 64, signal: null });
    expect(results(check)).toEqual({ database: true, migrations: false, storage: false, mail: false, sms: false });
    expect(check.lines().find((line) => line.check === 'sms')).toMatchObject({ level: 50, exitBit: 64, err: { message: expect.stringContaining('Twilio could not be reached') } });
    expect(check.lines().find((line) => line.check === 'mail')).toMatchObject({ level: 50, exitBit: 32, err: { message: expect.stringContaining('ECONNREFUSED') } });
    await empty?.drop();
  });

  it.runIf(withPostgres)('reports an unreachable database as 4 + 8', async () => {
    const missing = new URL(process.env.TEST_DATABASE_URL ?? '');
    missing.pathname = '/signet_no_such_database';
    const check = runEntry('check', { DATA_DIR: await dataDir(), DATABASE_URL: missing.toString() });
    expect(await check.exited).toEqual({ code: 4 + 8, signal: null });
    expect(results(check)).toMatchObject({ database: false, migrations: false });
  });
});

describe('a web process', { timeout: 300_000 }, () => {
  it('serves the API, and on SIGTERM turns unready for READINESS_DRAIN_MS while staying alive, then exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const web = runEntry('main', { ROLE: 'web', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: await migratedDataDir(), READINESS_DRAIN_MS: '8000' });
    await waitForStatus(`${base}/readyz`, 200);
    expect((await fetch(`${base}/v1/app/config`)).status).toBe(401); // the API is there (it wants the app credential)
    const stopAsked = Date.now();
    web.child.kill('SIGTERM');
    // The drain is long enough that a loaded machine still asks its questions inside it.
    await waitForStatus(`${base}/readyz`, 503, 6_000);
    const during = await fetch(`${base}/readyz`).then((response) => response.json() as Promise<{ checks: { draining: { ok: boolean } } }>);
    expect(during.checks.draining.ok).toBe(false);
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect((await fetch(`${base}/v1/app/config`)).status).toBe(401); // requests in flight are still served while draining
    expect(await web.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopAsked).toBeGreaterThanOrEqual(8_000);
    const lines = web.lines();
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining([`Signet (web) is running at http://localhost:${port} on Node.js ${process.version}`, 'draining', 'stopped']));
    expect(lines.every((line) => line.role === 'web')).toBe(true);
    expect(web.stderr()).toBe('');
  });
});

describe.runIf(withPostgres)('web and worker processes on one PostgreSQL', { timeout: 300_000 }, () => {
  let smtp: SmtpTestServer;
  let empty: { url: string; drop(): Promise<void> };
  let database: Database;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    empty = await createEmptyPostgresDatabase();
    const migrate = runEntry('migrate', { DATABASE_URL: empty.url, DATA_DIR: '/nonexistent' });
    expect((await migrate.exited).code).toBe(0);
    database = await openDatabase({ kind: 'postgres', url: empty.url });
  });
  afterAll(async () => {
    await database?.close();
    await empty?.drop();
    await smtp?.close();
  });

  const env = async (role: string, port: number) => ({
    ROLE: role,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: empty.url,
    DATA_DIR: await dataDir(),
    SMTP_URL: smtp.url,
    MIGRATE_ON_START: 'false',
    READINESS_DRAIN_MS: '0',
  });

  it('a web process claims no job; a worker process runs it, serves only probes, and counts it on its metrics port', async () => {
    const [webPort, workerPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
    const web = runEntry('main', await env('web', webPort));
    await waitForStatus(`http://127.0.0.1:${webPort}/readyz`, 200);
    const { id } = await sendMailLater(database.db, { to: ['queued@example.com'], subject: 'Waits for a worker', text: 'Sent by the worker.' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await readJob(database.db, id)).toMatchObject({ status: 'queued', attempts: 0 });

    const worker = runEntry('main', { ...(await env('worker', workerPort)), METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' });
    await waitForStatus(`http://127.0.0.1:${workerPort}/readyz`, 200);
    await expect.poll(async () => (await readJob(database.db, id)).status, { timeout: 60_000 }).toBe('done');
    expect(smtp.received.filter((mail) => mail.parsed.subject === 'Waits for a worker')).toHaveLength(1);
    expect((await fetch(`http://127.0.0.1:${workerPort}/v1/app/config`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${workerPort}/metrics`)).status).toBe(404);
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toContain('signet_jobs_completed_total{type="mail.send"} 1');
    expect(metrics).toContain('signet_mails_total{outcome="sent"} 1');

    const [webStop, workerStop] = await Promise.all([terminate(web), terminate(worker)]);
    expect([webStop.exit, workerStop.exit]).toEqual([{ code: 0, signal: null }, { code: 0, signal: null }]);
    expect(workerStop.lines.every((line) => line.role === 'worker')).toBe(true);
    expect(web.stderr() + worker.stderr()).toBe('');
  });

  it('a worker stopping mid-job gives it back, and the next worker sends it once', async () => {
    const port = await freePort();
    // A mail server that accepts the connection but never answers keeps the job running.
    const { createServer } = await import('node:net');
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as { port: number }).port;
    const stuck = runEntry('main', { ...(await env('worker', port)), SMTP_URL: `smtp://127.0.0.1:${silentPort}`, SHUTDOWN_GRACE_MS: '500' });
    await waitForStatus(`http://127.0.0.1:${port}/readyz`, 200);
    const { id } = await sendMailLater(database.db, { to: ['handed@example.com'], subject: 'Handed over', text: 'Once.' });
    await expect.poll(async () => (await readJob(database.db, id)).status, { timeout: 60_000 }).toBe('running');
    const { exit } = await terminate(stuck);
    expect(exit).toEqual({ code: 0, signal: null });
    // Released, not left locked for a lease: due again at once, the interrupted attempt not counted.
    expect(await readJob(database.db, id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    silent.close();

    const next = runEntry('main', await env('worker', await freePort()));
    await expect.poll(async () => (await readJob(database.db, id)).status, { timeout: 60_000 }).toBe('done');
    expect(smtp.received.filter((mail) => mail.parsed.subject === 'Handed over')).toHaveLength(1);
    const stopped = await terminate(next);
    expect({ ...stopped.exit, stderr: next.stderr() }, JSON.stringify(stopped.lines.slice(-3))).toEqual({ code: 0, signal: null, stderr: '' });
  });
});
