import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { startServices } from './start-services.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Starts Signet: configuration, database and migrations, job worker, then the HTTP server. */
async function main(): Promise<void> {
  const config = readConfig();
  const services = await startServices(config, (error) => console.error('job worker:', error));
  const app = await buildApp(services.deps);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Requests in flight may finish; connections still open after the grace period
    // (a browser's idle or half-open sockets) are cut so shutdown never hangs.
    const cut = setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs);
    await app.close();
    clearTimeout(cut);
    await services.stop();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.database.dir}`;
  console.log(`\n  Signet is running at ${config.publicUrl}  (database: ${where})\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
