/**
 * Tracing is on when an OTLP endpoint is named by the standard variables (or OTEL_TRACES_EXPORTER
 * asks for another exporter), and OTEL_SDK_DISABLED does not switch it off. OpenTelemetry reads
 * every other OTEL_* variable itself (service name, headers, protocol, sampler).
 */
export function telemetryRequested(env: Record<string, string | undefined>): boolean {
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER;
  if (exporter !== undefined && exporter !== '') return exporter !== 'none';
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}
