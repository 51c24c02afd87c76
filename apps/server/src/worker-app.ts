import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.js';
import { registerHealthRoutes } from './http/health-routes.js';
import { useRequestMetrics } from './http/request-metrics.js';
import { fastifyLogging } from './observability/logger.js';

/**
 * What a worker process (ROLE=worker) serves: its probes and nothing else, so a worker can be
 * health-checked like a web process but never receives users' requests.
 */
export async function buildWorkerApp(deps: Pick<AppDeps, 'config' | 'readiness' | 'metrics' | 'logger'>): Promise<FastifyInstance> {
  const app = Fastify(fastifyLogging(deps.config, deps.logger));
  if (deps.metrics) useRequestMetrics(app, deps.metrics);
  registerHealthRoutes(app, deps.readiness);
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ status: 'not_found', detail: 'This is a Signet worker: it serves /livez and /readyz only.' }));
  return app;
}
