import { knobs, sleep, type BenchContext } from './context.js';
import { RoundRobinProxy } from './round-robin-proxy.js';
import { failedOf, failuresOf, startLoad } from './run-load.js';
import { readRoute } from './seed.js';
import { SignetProcess, startMany, stopAll, type ReadyVia } from './signet-process.js';

/** Steady load before the first restart and after the last. */
const STEADY_MS = 2_000;

export interface RollingRow {
  requests: number;
  failed: number;
  failures: string;
  /** The proxy's view of each failure's cause. */
  proxyFailures: string;
  restarts: { stopMs: number; replacedMs: number }[];
  readyVia: ReadyVia | null;
}

/**
 * Two web processes behind the bench's round-robin proxy, under steady load on the read
 * route, each replaced in turn: SIGTERM, wait for its exit, start a new one, wait until
 * the proxy sends it traffic. Every request that did not get a 2xx is a failure.
 */
export async function rollingPhase(ctx: BenchContext): Promise<RollingRow> {
  const env = { READINESS_DRAIN_MS: String(knobs.rollingDrainMs) };
  const web = await startMany(2, 'web', ctx.deployment, env);
  const proxy = new RoundRobinProxy();
  const url = await proxy.listen();
  try {
    for (const each of web) proxy.add(each.base);
    for (const each of web) await proxy.waitUp(each.base);
    ctx.log(`rolling: 2 web processes behind the proxy (readiness by ${web[0]?.readyVia}), ${knobs.rollingConnections} connections`);
    const load = startLoad({ urls: [url], connections: knobs.rollingConnections, seconds: 0, method: readRoute.method, path: readRoute.path, headers: { 'x-token': ctx.seeded.readerToken } });
    const restarts: RollingRow['restarts'] = [];
    try {
      await sleep(STEADY_MS);
      for (const [slot, old] of web.entries()) {
        const started = Date.now();
        const stopMs = await old.stop();
        proxy.remove(old.base);
        const fresh = await SignetProcess.start('web', ctx.deployment, env);
        web[slot] = fresh;
        proxy.add(fresh.base);
        await fresh.waitReady();
        await proxy.waitUp(fresh.base);
        restarts.push({ stopMs, replacedMs: Date.now() - started });
        ctx.log(`  replaced web process ${slot + 1}: exited ${stopMs} ms after SIGTERM, new one taking traffic after ${Date.now() - started} ms`);
      }
      await sleep(STEADY_MS);
    } finally {
      load.stop();
    }
    const result = await load.result;
    const proxyFailures = [...proxy.failures].map(([cause, count]) => `${count} × ${cause}`).join(', ');
    return { requests: result.responses + Object.values(result.errorsByCode).reduce((a, b) => a + b, 0), failed: failedOf(result), failures: failuresOf(result), proxyFailures, restarts, readyVia: web[0]?.readyVia ?? null };
  } finally {
    await proxy.close();
    await stopAll(web);
  }
}
