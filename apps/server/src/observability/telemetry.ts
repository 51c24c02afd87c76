import { register } from 'node:module';

export interface Telemetry {
  /** Sends the spans still buffered; called before the process exits. */
  shutdown(): Promise<void>;
}

/** The modules the instrumentations below patch (pg-pool is pg's pool, patched with it). */
const INSTRUMENTED = ['fastify', 'pg', 'pg-pool'];

/**
 * OpenTelemetry traces: a span per request (Fastify's own instrumentation, route names as span
 * names) with the SQL it ran beneath it (node-postgres). Must run before fastify and pg load:
 * the server is ESM, so import-in-the-middle's loader hook is registered first to patch them.
 */
export async function startTelemetry(): Promise<Telemetry> {
  // Only the packages instrumented below are wrapped. Wrapping every module also wrapped ours, and on
  // Node 24 under tsx a wrapped import cycle in the schema failed ("agreementId is not a function").
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: INSTRUMENTED } });
  const [{ NodeSDK }, { PgInstrumentation }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'signet',
    instrumentations: [
      new PgInstrumentation({ requireParentSpan: true }),
      // Probes are polled every few seconds by the orchestrator; their spans would drown the rest.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: (route) => route.url === '/livez' || route.url === '/readyz' }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
