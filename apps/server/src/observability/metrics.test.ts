import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBasicAuthHeader, buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { makeRotatedPdf, signatureEach, signedAgreement, waitForSealing } from '../../test/helpers/completion.js';
import { databaseTargets } from '../../test/helpers/database.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { JobWorker } from '../jobs/job-worker.js';
import { startMetricsServer } from './metrics-server.js';
import { createLogger } from './logger.js';
import { recordJobSettled, type Metrics } from './metrics.js';

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseTargets())('metrics on %s', (kind) => {
  let t: TestApp;
  let metrics: Metrics;
  beforeAll(async () => {
    t = await buildTestApp(kind, { metrics: true });
    metrics = t.deps.metrics!;
  });
  afterAll(() => t.close());
  const scrape = () => metrics.registry.metrics();

  it('times requests by route pattern, not by URL', async () => {
    await t.app.inject({ method: 'GET', url: '/v1/app/config', headers: { authorization: appBasicAuthHeader(t.config) } });
    await t.app.inject({ method: 'GET', url: '/v1/sign/flows/123456789' });
    const text = await scrape();
    expect(sample(text, 'signet_http_request_duration_seconds_count{method="GET",route="/v1/app/config",status_code="200"}')).toBe(1);
    expect(text).toMatch(/signet_http_request_duration_seconds_count\{method="GET",route="\/v1\/sign\/flows\/:flowId",status_code="\d+"\} 1/);
    expect(text).not.toContain('123456789');
  });

  it('reads the shared queue at scrape time: due jobs, later ones, and how long the oldest has waited', async () => {
    const db = t.database.db;
    await enqueueJob(db, { type: 'test.nobody-runs-this', payload: {}, runAt: new Date(Date.now() - 5_000) });
    await enqueueJob(db, { type: 'test.nobody-runs-this', payload: {} });
    await enqueueJob(db, { type: 'test.nobody-runs-this', payload: {}, runAt: new Date(Date.now() + 3_600_000) });
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the one-second snapshot
    const text = await scrape();
    expect(sample(text, 'signet_jobs_ready{type="test.nobody-runs-this"}')).toBe(2);
    expect(sample(text, 'signet_jobs_scheduled{type="test.nobody-runs-this"}')).toBe(1);
    expect(sample(text, 'signet_jobs_oldest_ready_age_seconds{type="test.nobody-runs-this"}')).toBeGreaterThanOrEqual(5);
    expect(sample(text, 'signet_worker_running_jobs')).toBe(0);
  });

  it('counts finished, retried and given-up jobs by type', async () => {
    const worker = new JobWorker(t.database.db, {
      handlers: {
        'test.works': async () => {},
        'test.breaks': async () => {
          throw new Error('always');
        },
      },
      pollIntervalMs: 50,
      retryDelayMs: () => 0,
      onSettled: (job, outcome, seconds) => recordJobSettled(metrics, job.type, outcome, seconds),
    });
    await enqueueJob(t.database.db, { type: 'test.works', payload: {} });
    await enqueueJob(t.database.db, { type: 'test.breaks', payload: {}, maxAttempts: 2 });
    await worker.start();
    await expect.poll(async () => sample(await scrape(), 'signet_jobs_given_up_total{type="test.breaks"}'), { timeout: 10_000 }).toBe(1);
    await worker.stop();
    const text = await scrape();
    expect(sample(text, 'signet_jobs_completed_total{type="test.works"}')).toBe(1);
    expect(sample(text, 'signet_jobs_retried_total{type="test.breaks"}')).toBe(1);
    expect(sample(text, 'signet_job_duration_seconds_count{type="test.works",outcome="done"}')).toBe(1);
  });

  it('times a seal and counts the mails it sends', async () => {
    const signed = await signedAgreement(t, { pdf: await makeRotatedPdf(), name: 'Measured', fields: signatureEach, values: () => undefined });
    expect((await waitForSealing(t, signed.me.token, signed.agreement.id)).status).toBe('completed');
    // The completion mails are their own jobs, sent after the seal.
    await expect.poll(async () => sample(await scrape(), 'signet_mails_total{outcome="sent"}') ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
    const text = await scrape();
    expect(sample(text, 'signet_seal_duration_seconds_count{outcome="sealed"}')).toBe(1);
    expect(sample(text, 'signet_seal_duration_seconds_sum{outcome="sealed"}')).toBeGreaterThan(0);
    expect(sample(text, 'signet_jobs_completed_total{type="agreement.complete"}')).toBe(1);
  });

  it('serves /metrics on its own listener only', async () => {
    const server = await startMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1' }, createLogger('silent', 'test'));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('signet_process_resident_memory_bytes');
    expect(text).toContain('# TYPE signet_jobs_ready gauge');
    expect((await fetch(`http://127.0.0.1:${port}/v1/app/config`)).status).toBe(404);
    await new Promise((resolve) => server.close(resolve));
  });
});
