import { knobs, sleep, type BenchContext } from './context.js';
import type { LoadSpec } from './load-generator.js';
import { watchOtherLoad } from './machine-load.js';
import { failedOf, failuresOf, runLoad } from './run-load.js';
import { readRoute, writeRoute } from './seed.js';
import { startMany, stopAll } from './signet-process.js';

export interface WebRow {
  route: string;
  processes: number;
  rps: number;
  p50: number;
  p95: number;
  failed: number;
  failures: string;
  /** Cores other programs on the machine used meanwhile (machine-load.ts). */
  otherCores: number;
}

/** The read and the write route under the same load, on 1, 2 and 4 web processes (ROLE=web). */
export async function webPhase(ctx: BenchContext): Promise<WebRow[]> {
  const routes: { name: string; spec: Omit<LoadSpec, 'urls' | 'connections' | 'seconds'> }[] = [
    { name: 'read: agreement list (20)', spec: { method: readRoute.method, path: readRoute.path, headers: { 'x-token': ctx.seeded.readerToken } } },
    {
      name: 'write: save profile',
      spec: { method: writeRoute.method, path: writeRoute.path, headers: { 'content-type': 'application/json' }, body: writeRoute.body, tokens: ctx.seeded.writerTokens },
    },
  ];
  const rows: WebRow[] = [];
  for (const count of knobs.processCounts) {
    const web = await startMany(count, 'web', ctx.deployment);
    ctx.log(`web: ${count} process(es) ready (readiness by ${web[0]?.readyVia})`);
    try {
      await sleep(1000);
      await ctx.memory.recordIdle('web', web);
      const stopWatching = ctx.memory.watch('web', 'read and write load', () => web);
      try {
        for (const route of routes) {
          const spec = { ...route.spec, urls: web.map((each) => each.base), connections: knobs.connections };
          await runLoad({ ...spec, seconds: knobs.warmupSeconds });
          const otherLoad = await watchOtherLoad();
          const result = await runLoad({ ...spec, seconds: knobs.seconds });
          const otherCores = await otherLoad();
          rows.push({ route: route.name, processes: count, rps: result.rps, p50: result.p50, p95: result.p95, failed: failedOf(result), failures: failuresOf(result), otherCores });
          ctx.log(`  ${route.name}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms${failedOf(result) ? `, failed ${failuresOf(result)}` : ''}`);
        }
      } finally {
        await stopWatching();
      }
    } finally {
      await stopAll(web);
    }
  }
  return rows;
}
