import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { databaseTargets, runsOnPglite } from '../../test/helpers/database.js';
import { queryRows } from '../db/client.js';
import { Readiness } from '../observability/readiness.js';
import { buildWorkerApp } from '../worker-app.js';

describe.each(databaseTargets())('probes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const probe = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>(), cache: response.headers['cache-control'] };
  };

  it('answers /livez without I/O and /readyz with a check per dependency', async () => {
    expect(await probe('/livez')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
    const ready = await probe('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true, expected: expect.stringMatching(/^\d{4}_/), applied: expect.any(Number) }, draining: { ok: true } },
    });
  });

  it('is not ready while the newest migration is missing, and ready again once it is back', async () => {
    const db = t.database.db;
    const [removed] = await queryRows<{ hash: string; created_at: string }>(
      db,
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at::text`,
    );
    const behind = await probe('/readyz');
    expect(behind.status).toBe(503);
    expect(behind.body).toMatchObject({ status: 'not_ready', checks: { migrations: { ok: false }, database: { ok: true } } });
    await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed!.hash}, ${removed!.created_at}::bigint)`);
    expect((await probe('/readyz')).status).toBe(200);
  });

  it('turns not ready while draining, and stays alive', async () => {
    const readiness = new Readiness(t.database.db);
    const worker = await buildWorkerApp({ config: t.config, readiness });
    readiness.startDraining();
    const ready = await worker.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { draining: { ok: false, since: expect.any(String) }, database: { ok: true } } });
    expect((await worker.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    await worker.close();
  });

  it('serves a worker only its probes', async () => {
    const worker = await buildWorkerApp({ config: t.config, readiness: new Readiness(t.database.db) });
    expect((await worker.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    for (const url of ['/v1/app/config', '/', '/metrics']) {
      expect((await worker.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await worker.close();
  });
});

describe.runIf(runsOnPglite())('liveness without a database', () => {
  it('stays 200 when the database is gone, while readiness says which check failed', async () => {
    const t = await buildTestApp('pglite');
    await t.worker.stop();
    await t.database.close();
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { database: { ok: false, error: expect.any(String) }, draining: { ok: true } } });
    await t.app.close();
  });
});
