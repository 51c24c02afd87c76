import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.js';
import type { Config } from './config/env.js';
import { createLogger } from './observability/logger.js';
import { startMetricsServer } from './observability/metrics-server.js';
import { startServices } from './start-services.js';
import { buildWorkerApp } from './worker-app.js';

/**
 * Runs one Signet process in its role: `all` and `web` serve the app and the API, `worker` only
 * its probes; `all` and `worker` run jobs. Shutdown drains before it closes (see `stop` below).
 */
export async function serve(config: Config, hooks: { beforeExit?: (() => Promise<void>) | undefined } = {}): Promise<void> {
  const logger = createLogger(config.logLevel, config.role);
  const services = await startServices(config, logger);
  const app = config.role === 'worker' ? await buildWorkerApp(services.deps) : await buildApp(services.deps);
  const metricsServer = services.deps.metrics && config.metrics ? await startMetricsServer(services.deps.metrics.registry, config.metrics, logger) : null;

  let stopping = false;
  /**
   * SIGTERM: readiness turns 503 at once and the worker stops claiming; the listener stays open for
   * READINESS_DRAIN_MS so load balancers notice and stop sending before connections are refused;
   * then requests in flight finish (cut after SHUTDOWN_GRACE_MS) and running jobs finish or are released.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const drainMs = config.role === 'worker' ? 0 : config.readinessDrainMs;
    logger.info({ signal, drainMs }, 'draining');
    services.deps.readiness.startDraining();
    const workerStopped = services.stopWorker();
    await sleep(drainMs);
    // Connections still open after the grace period (a browser's idle or half-open sockets) are cut so shutdown never hangs.
    const cut = setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs);
    await app.close();
    clearTimeout(cut);
    await workerStopped;
    await services.stop();
    await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
    await hooks.beforeExit?.().catch((error: unknown) => logger.error({ err: error }, 'telemetry could not be flushed'));
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const database = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.database.dir}`;
  // Which Node runs is printed because the project brings its own (docs/decisions/029): a server
  // started outside npm's scripts may be on the system's older one.
  logger.info(
    { url: config.publicUrl, database, metricsPort: config.metrics?.port ?? null, node: process.version },
    `Signet (${config.role}) is running at ${config.publicUrl} on Node.js ${process.version}`,
  );
}
