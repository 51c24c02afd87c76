import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../observability/readiness.js';

/**
 * Orchestrator probes, outside /v1 and its envelope: plain JSON a human can read in `curl`.
 * `/livez` does no I/O, so a slow or absent database never gets a live process restarted;
 * `/readyz` answers 503 with the failing check while the process should get no traffic.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  // Orchestrators poll these every few seconds: logging each would bury every other line.
  const quiet = { logLevel: 'warn' as const };
  app.get('/livez', quiet, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
  app.get('/readyz', quiet, async (_request, reply) => {
    const report = await readiness.report();
    return reply
      .code(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: report.ready ? 'ready' : 'not_ready', checks: report.checks });
  });
}
