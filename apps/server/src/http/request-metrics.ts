import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../observability/metrics.js';

/**
 * A duration histogram per route pattern (`/v1/sign/flows/:flowId`, not the URL with its ids),
 * so series stay few. Unmatched URLs (pages of the SPA, 404s) share one label.
 */
export function useRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
