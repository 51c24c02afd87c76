/**
 * The scale bench's load generator, run as a child process so its work is not done on the
 * bench's event loop (which runs the proxy and the SMTP sink). One autocannon instance whose
 * connections are spread round robin over the given base URLs (autocannon gives connection i
 * the URL i mod n), so every web process gets the same share. Each response's latency is
 * kept, so p95 comes from all processes' answers together (autocannon prints no p95).
 *
 * Reads a LoadSpec as JSON from argv[2], prints a LoadResult as JSON on stdout. With
 * `seconds: 0` it runs until the parent sends 'stop' over IPC.
 */
import { createRequire } from 'node:module';

export interface LoadSpec {
  urls: string[];
  connections: number;
  seconds: number;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent as x-token, the next one for each request, so writes spread over many users' rows. */
  tokens?: string[];
}

export interface LoadResult {
  responses: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx, by status. */
  failedByStatus: Record<string, number>;
  /** Connection errors and timeouts, by error code. */
  errorsByCode: Record<string, number>;
}

interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}
interface AutocannonOptions {
  url: string[];
  connections: number;
  duration: number;
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeout: number;
  requests?: { setupRequest(request: AutocannonRequest): AutocannonRequest }[];
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): void;
  on(event: 'reqError', listener: (error: Error & { code?: string }) => void): void;
  stop(): void;
}
type Autocannon = (options: AutocannonOptions, done: (error: Error | null) => void) => AutocannonInstance;

const percentile = (sorted: Float64Array, q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

function run(spec: LoadSpec): Promise<LoadResult> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const latencies: number[] = [];
  const failedByStatus: Record<string, number> = {};
  const errorsByCode: Record<string, number> = {};
  let sent = 0;
  const tokens = spec.tokens ?? [];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.urls.map((url) => `${url}${spec.path}`),
        connections: spec.connections,
        // A day stands for "until stopped".
        duration: spec.seconds > 0 ? spec.seconds : 86_400,
        method: spec.method,
        headers: spec.headers,
        ...(spec.body === undefined ? {} : { body: spec.body }),
        timeout: 10,
        ...(tokens.length === 0 ? {} : { requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-token': tokens[sent++ % tokens.length] ?? '' } }) }] }),
      },
      (error) => {
        if (error) return reject(error);
        const seconds = (performance.now() - started) / 1000;
        const sorted = Float64Array.from(latencies).sort();
        const failed = Object.values(failedByStatus).reduce((a, b) => a + b, 0);
        const responses = latencies.length + failed;
        resolve({ responses, seconds, rps: responses / seconds, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), failedByStatus, errorsByCode });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else failedByStatus[status] = (failedByStatus[status] ?? 0) + 1;
    });
    // Timeouts come here too, as 'request timed out'.
    instance.on('reqError', (error) => {
      const code = error.code ?? error.message;
      errorsByCode[code] = (errorsByCode[code] ?? 0) + 1;
    });
    process.on('message', (message) => {
      if (message === 'stop') instance.stop();
    });
  });
}

const result = await run(JSON.parse(process.argv[2] ?? '{}') as LoadSpec);
process.stdout.write(JSON.stringify(result));
process.disconnect?.();
