import { knobs } from './context.js';
import type { JobRow } from './jobs-phase.js';
import type { KillRow } from './kill-phase.js';
import type { MemoryRow } from './memory-log.js';
import type { RollingRow } from './rolling-phase.js';
import type { StartRow } from './start-phase.js';
import type { WebRow } from './web-phase.js';

export interface Results {
  web?: WebRow[];
  jobs?: JobRow[];
  kill?: KillRow[];
  rolling?: RollingRow;
  start?: StartRow;
  memory: MemoryRow[];
}

const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
const check = (ok: boolean) => (ok ? 'ok' : '**NOT ok**');
const s = (ms: number) => (ms / 1000).toFixed(1);
/** CPU other programs used meanwhile, in cores out of the machine's. */
const cores = (value: number) => `${value.toFixed(2)} cores`;
const ratio = (value: number, base: number | undefined) => (base ? `${(value / base).toFixed(2)}×` : '');

function webTable(rows: WebRow[]): string {
  const base = (route: string) => rows.find((row) => row.route === route && row.processes === 1)?.rps;
  return table(
    ['route', 'web processes', 'req/s', 'vs 1 process', 'p50 ms', 'p95 ms', 'failed', 'other load'],
    rows.map((row) => [row.route, row.processes, row.rps.toFixed(0), ratio(row.rps, base(row.route)), row.p50.toFixed(1), row.p95.toFixed(1), row.failed ? `**${row.failures}**` : '0', cores(row.otherCores)]),
  );
}

function jobsTable(rows: JobRow[]): string {
  const base = (work: string) => rows.find((row) => row.work === work && row.workers === 1)?.jobsPerSecond;
  return table(
    ['work', 'workers', 'done / queued', 'drain s', 'jobs/s', 'vs 1 worker', 'sink: received / distinct', 'sealed', 'other load', 'check'],
    rows.map((row) => [
      row.work,
      row.workers,
      `${row.done} / ${row.queued}`,
      s(row.drainMs),
      row.jobsPerSecond.toFixed(1),
      ratio(row.jobsPerSecond, base(row.work)),
      `${row.deliveries.received} / ${row.deliveries.distinct}${row.work === 'seals' ? ' (delivery mails)' : ''}`,
      row.sealed ?? '',
      cores(row.otherCores),
      check(row.done === row.queued && (row.work === 'mails' ? row.deliveries.distinct === row.queued : row.sealed === row.queued)),
    ]),
  );
}

/** "4 at 3.1 s, 0 at 13.1 s", the first eight. */
function killList(kills: KillRow['kills']): string {
  const listed = kills.slice(0, 8).map((kill) => `${kill.held} at ${s(kill.atMs)} s`);
  return [...listed, ...(kills.length > 8 ? [`${kills.length - 8} more`] : [])].join(', ') || '-';
}

function killTable(rows: KillRow[]): string {
  return table(
    ['work', 'kills (jobs the dead worker held)', 'done / queued', 'jobs run again', 'drain s', 'no kills s', 'extra s', 'sink: received / distinct / duplicates', 'other load', 'check'],
    rows.map((row) => [
      row.work,
      `${row.kills.length} (${killList(row.kills)})${row.failedRestarts.length ? `, **${row.failedRestarts.length} restarts failed**` : ''}`,
      `${row.done} / ${row.queued}`,
      row.reruns,
      s(row.drainMs),
      s(row.baselineDrainMs),
      s(row.drainMs - row.baselineDrainMs),
      `${row.deliveries.received} / ${row.deliveries.distinct} / ${row.deliveries.duplicates}`,
      cores(row.otherCores),
      check(row.done === row.queued && (row.work === 'mails' ? row.deliveries.distinct === row.queued : row.sealed === row.queued)),
    ]),
  );
}

function rollingTable(row: RollingRow): string {
  return table(
    ['requests', 'failed', 'restarts: exited after SIGTERM / new one taking traffic', 'causes (proxy)', 'check'],
    [[row.requests, row.failed ? `**${row.failures}**` : '0', row.restarts.map((restart) => `${s(restart.stopMs)} s / ${s(restart.replacedMs)} s`).join(', '), row.proxyFailures || '-', check(row.failed === 0)]],
  );
}

function startTable(row: StartRow): string {
  return table(
    ['processes', 'ready', 'migration rows / files', 'seal identities', 'all ready after', 'check'],
    [[row.processes, row.ready, `${row.migrationRows} / ${row.migrationFiles}`, row.sealIdentities, `${s(row.allReadyMs)} s`, check(row.ready === row.processes && row.migrationRows === row.migrationFiles && row.sealIdentities === 1)]],
  );
}

function memoryTable(rows: MemoryRow[]): string {
  return table(
    ['process', 'idle MB (median)', 'peak MB under load (max)', 'load'],
    rows.flatMap((row) => (row.peaks.length ? row.peaks : [{ during: '-', mb: NaN }]).map((peak) => [row.label, row.idleMb.toFixed(0), peak.mb.toFixed(0), peak.during])),
  );
}

/** The final report, as markdown. */
export function report(results: Results, setting: string): string {
  const parts = [
    `## Signet scale bench (${setting})`,
    'Other load: CPU that programs outside the bench (not it, its servers, its load generator or PostgreSQL) used during the measurement, out of the machine\'s cores.',
  ];
  if (results.web) parts.push(`### 1. Web processes (ROLE=web): ${knobs.connections} connections split evenly, ${knobs.seconds} s each after ${knobs.warmupSeconds} s warm-up`, webTable(results.web));
  if (results.jobs)
    parts.push(
      `### 2. Worker processes (ROLE=worker, 4 jobs at once each): ${knobs.mails} mails, ${knobs.seals} seals`,
      'Each mail waits about 100 ms for the sink\'s greeting (smtp-server\'s early-talker pause; one connection per mail), as on a remote relay: mails measure concurrency, seals CPU.',
      jobsTable(results.jobs),
    );
  if (results.kill) parts.push(`### 3. Killed workers: 2 workers, one SIGKILLed at ${s(knobs.killFirstMs)} s, then every ${s(knobs.killEveryMs)} s, and restarted (lease 10 s)`, killTable(results.kill));
  const failedRestarts = results.kill?.flatMap((row) => row.failedRestarts) ?? [];
  if (failedRestarts.length) parts.push(failedRestarts.slice(0, 2).map((failure) => `    ${failure.replace(/\n/g, '\n    ')}`).join('\n\n'));
  if (results.rolling)
    parts.push(
      `### 4. Rolling restart: 2 web processes behind a round-robin proxy (health check every 200 ms), READINESS_DRAIN_MS=${knobs.rollingDrainMs}, ${knobs.rollingConnections} connections; readiness by ${results.rolling.readyVia}`,
      rollingTable(results.rolling),
    );
  if (results.start) parts.push(`### 5. Concurrent start: ${knobs.startProcesses} processes (ROLE=all) at once on an empty database`, startTable(results.start));
  if (results.start?.failures.length) parts.push(results.start.failures.map((failure) => `    ${failure.replace(/\n/g, '\n    ')}`).join('\n\n'));
  if (results.memory.length) parts.push('### 6. Resident memory (VmRSS), per process', memoryTable(results.memory));
  return parts.join('\n\n');
}
