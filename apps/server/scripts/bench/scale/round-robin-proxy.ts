import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readiness } from './signet-process.js';

const HEALTH_EVERY_MS = 200;

interface Backend {
  base: string;
  port: number;
  /** As of the last health check; a new backend waits for its first 200. */
  up: boolean;
}

/**
 * What a load balancer does, in the bench process: sends each request to the next backend
 * whose /readyz answered 200 at the last check (every 200 ms), once, without retrying, so
 * every failure reaches the client and is counted. Keeps its connections to the backends
 * alive, as a balancer does, so a backend that closes them early shows up as failures.
 */
export class RoundRobinProxy {
  private readonly backends: Backend[] = [];
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  private readonly server = http.createServer((req, res) => this.forward(req, res));
  private next = 0;
  private checking = true;
  private checks: Promise<void> = Promise.resolve();
  /** What went wrong, by cause ("503 from :41233", "ECONNRESET from :41233", "no backend ready"). */
  readonly failures = new Map<string, number>();
  forwarded = 0;

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.checks = this.healthLoop();
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  add(base: string): void {
    this.backends.push({ base, port: Number(new URL(base).port), up: false });
  }

  remove(base: string): void {
    const index = this.backends.findIndex((backend) => backend.base === base);
    if (index >= 0) this.backends.splice(index, 1);
  }

  /** Resolves once the proxy has seen the backend ready, i.e. sends it traffic. */
  async waitUp(base: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.backends.find((backend) => backend.base === base)?.up) {
      if (Date.now() > deadline) throw new Error(`the proxy never saw ${base} ready`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async close(): Promise<void> {
    this.checking = false;
    await this.checks;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
    this.agent.destroy();
  }

  private async healthLoop(): Promise<void> {
    while (this.checking) {
      await Promise.all(
        this.backends.map(async (backend) => {
          backend.up = (await readiness(backend.base))?.ready ?? false;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  }

  private fail(cause: string): void {
    this.failures.set(cause, (this.failures.get(cause) ?? 0) + 1);
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse): void {
    const ready = this.backends.filter((backend) => backend.up);
    const backend = ready[this.next++ % Math.max(1, ready.length)];
    if (!backend) {
      this.fail('no backend ready');
      res.writeHead(503).end();
      return;
    }
    this.forwarded += 1;
    const upstream = http.request({ host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers: req.headers, agent: this.agent }, (answer) => {
      if ((answer.statusCode ?? 0) >= 500) this.fail(`${answer.statusCode} from :${backend.port}`);
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error: Error & { code?: string }) => {
      this.fail(`${error.code ?? error.message} from :${backend.port}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    req.pipe(upstream);
  }
}
