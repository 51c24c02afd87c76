import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../helpers/database.js';
import { copyDataFolderTemplate } from '../helpers/data-folder-template.js';
import { freePort, runEntry, waitForStatus } from '../helpers/server-process.js';

interface OtlpSpan {
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
  parentSpanId?: string;
  traceId: string;
}
interface OtlpExport {
  resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[];
}

/** An OTLP/HTTP collector that keeps what it is sent (JSON encoding). */
async function startCollector(): Promise<{ url: string; exports: OtlpExport[]; server: Server }> {
  const exports: OtlpExport[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') exports.push(JSON.parse(body) as OtlpExport);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, exports, server };
}

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('OpenTelemetry traces', { timeout: 300_000 }, () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let dataDir: string;
  beforeAll(async () => {
    collector = await startCollector();
    dataDir = await mkdtemp(path.join(tmpdir(), 'signet-otel-'));
    // Without PostgreSQL, a copy of the run's migrated embedded database: making one from nothing
    // (server-processes.test.ts proves it) outlasted the readiness wait on a loaded machine.
    if (!withPostgres) await copyDataFolderTemplate(dataDir);
  });
  afterAll(async () => {
    collector.server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends a span per request, named by route, with its SQL beneath it on PostgreSQL, when OTEL_* name an endpoint', async () => {
    const database = withPostgres ? await createEmptyPostgresDatabase() : null;
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const web = runEntry('main', {
        ROLE: 'web',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        READINESS_DRAIN_MS: '0',
        ...(database ? { DATABASE_URL: database.url } : {}),
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: 'signet-web-test',
      });
      await waitForStatus(`${base}/readyz`, 200);
      const login = await fetch(`${base}/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from('signet-web:signet-web').toString('base64')}` },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not-this-one' }),
      });
      expect(login.status).toBeLessThan(500);
      web.child.kill('SIGTERM');
      expect(await web.exited).toEqual({ code: 0, signal: null });

      const resources = collector.exports.flatMap((batch) => batch.resourceSpans);
      expect(resources.flatMap((resource) => resource.resource.attributes).find((attribute) => attribute.key === 'service.name')?.value.stringValue).toBe('signet-web-test');
      const scoped = resources.flatMap((resource) => resource.scopeSpans).flatMap((scope) => scope.spans.map((span) => ({ ...span, scope: scope.scope.name })));
      const request = scoped.find(
        (span) => span.scope === '@fastify/otel' && span.name === 'request' && span.attributes.some((a) => a.key === 'http.route' && a.value.stringValue === '/v1/user/login'),
      );
      expect(request, JSON.stringify(scoped.map((span) => [span.scope, span.name]))).toBeDefined();
      // Probes are polled constantly; they are left out.
      expect(scoped.some((span) => span.attributes.some((a) => a.key === 'http.route' && a.value.stringValue === '/readyz'))).toBe(false);
      if (database) {
        const queries = scoped.filter((span) => span.scope.includes('instrumentation-pg') && span.traceId === request!.traceId);
        expect(queries.length).toBeGreaterThan(0);
      }
    } finally {
      await database?.drop();
    }
  });
});
