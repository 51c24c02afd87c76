import { loadConfig } from './config/env.js';
import { logStartFailure } from './observability/logger.js';
import { telemetryRequested } from './observability/telemetry-env.js';

/**
 * Starts one Signet process (its role comes from ROLE). Tracing, when the standard OTEL_*
 * variables ask for it, starts before the server's modules load, so their libraries are
 * instrumented; everything else is loaded only after.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  await import('./runtime/drizzle-module-format.js');
  const telemetry = telemetryRequested(process.env) ? await (await import('./observability/telemetry.js')).startTelemetry() : null;
  const { serve } = await import('./serve.js');
  await serve(config, { beforeExit: telemetry ? () => telemetry.shutdown() : undefined });
}

main().catch((error: unknown) => {
  logStartFailure(process.env.ROLE ?? 'all', error, 'Signet could not start');
  process.exit(1);
});
