// npm run validate: every check of the project, in phases that run side by side where they can,
// then where the time went (each phase, the slowest test files) and the total against the budget.
// scripts/test.sh runs it after installing; docs/testing.md explains the plan and the budget.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plan } from './plan.mjs';
import { clock, countTests, formatPhases, formatSlowestFiles } from './timings.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const workDir = path.join(root, '.cache/test-run');
/** The whole run, from `npm ci` to the last test, must fit in this (issue 30). */
const BUDGET_MS = 25 * 60_000;

const runStart = Number(process.env.SIGNET_RUN_STARTED_MS) || Date.now();
const only = process.argv.slice(2);
const phases = plan({ withPostgres: Boolean(process.env.TEST_DATABASE_URL) }).filter((phase) => only.length === 0 || only.includes(phase.name));

// The phases' node is the one npm's scripts find first (the project's, node_modules/.bin/node).
console.log(`Node.js ${process.version} (${process.execPath}) runs the phases below`);

await rm(workDir, { recursive: true, force: true });
await mkdir(workDir, { recursive: true });

/**
 * CPU time (ms) of this process's children that have ended and been waited for, from
 * /proc/self/stat (cutime + cstime, in clock ticks of 1/100 s); null where there is no /proc.
 */
function endedChildrenCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}
// A phase's CPU is what the children's total grew by when its process was waited for: each phase
// is one process whose own children are waited for before it exits.
let childrenCpuMs = endedChildrenCpuMs();

/** @type {Map<string, { name: string, start: number, end: number, ok: boolean, cpuMs?: number, files?: import('./timings.mjs').FileTiming[] }>} */
const results = new Map();
const running = new Set();

function runPhase(phase) {
  const slug = phase.name.replace(/[^a-z0-9]+/gi, '-');
  const logFile = path.join(workDir, `${slug}.log`);
  const timingsFile = phase.vitest ? path.join(workDir, `${slug}.timings.json`) : undefined;
  const command = [...(phase.nice ? ['nice', '-n', String(phase.nice)] : []), ...(phase.vitest ? ['npx', 'vitest', 'run', ...phase.vitest] : phase.command)];
  const start = Date.now();
  running.add(phase.name);
  const log = createWriteStream(logFile);
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: { ...process.env, ...phase.env, ...(timingsFile ? { SIGNET_TIMINGS_FILE: timingsFile } : {}), FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let cpuMs;
  child.on('exit', () => {
    const now = endedChildrenCpuMs();
    if (now !== null && childrenCpuMs !== null) cpuMs = now - childrenCpuMs;
    childrenCpuMs = now;
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      log.end(() => {
        const end = Date.now();
        running.delete(phase.name);
        const files = timingsFile && existsSync(timingsFile) ? JSON.parse(readFileSync(timingsFile, 'utf8')) : undefined;
        const result = { name: phase.name, start, end, ok: code === 0, cpuMs, files };
        results.set(phase.name, result);
        // A phase's whole output at once, so phases running side by side do not interleave in the log.
        process.stdout.write(`\n━━━━ ${phase.name}: ${result.ok ? 'ok' : `FAILED (exit ${code})`} in ${clock(end - start)} ━━━━\n`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
        resolve(result);
      });
    });
  });
}

/** Starts each phase once every phase it needs has passed; one whose need failed is not run. */
async function runAll() {
  const started = new Map();
  const startReady = () => {
    for (const phase of phases) {
      if (started.has(phase.name)) continue;
      const planned = (names = []) => names.filter((name) => phases.some((other) => other.name === name));
      const needs = planned(phase.needs);
      if ([...needs, ...planned(phase.after)].some((name) => !results.has(name))) continue;
      if (needs.some((need) => !results.get(need).ok)) {
        const now = Date.now();
        results.set(phase.name, { name: phase.name, start: now, end: now, ok: false });
        process.stdout.write(`\n━━━━ ${phase.name}: not run, it needs ${needs.join(' and ')} ━━━━\n`);
        started.set(phase.name, Promise.resolve());
        continue;
      }
      started.set(phase.name, runPhase(phase).then(startReady));
    }
  };
  startReady();
  // Phases started later join the map as earlier ones finish: wait until no new one joined.
  let count;
  do {
    count = started.size;
    await Promise.all(started.values());
  } while (started.size > count);
}

const heartbeat = setInterval(() => process.stdout.write(`… ${clock(Date.now() - runStart)} running: ${[...running].join(', ')}\n`), 120_000);
await runAll();
clearInterval(heartbeat);

const ordered = phases.map((phase) => results.get(phase.name));
const installEnd = Number(process.env.SIGNET_INSTALL_ENDED_MS);
if (installEnd) ordered.unshift({ name: 'install', start: runStart, end: installEnd, ok: true });
const allFiles = ordered.flatMap((result) => result.files ?? []);
const total = Date.now() - runStart;
const failed = ordered.filter((result) => !result.ok);

console.log(`\n━━━━ Where the time went ━━━━`);
console.log(formatPhases(ordered, runStart));
if (allFiles.length > 0) {
  console.log(`\nTests: ${countTests(allFiles)}`);
  console.log(`\n${formatSlowestFiles(allFiles)}`);
}
console.log(`\nTotal: ${clock(total)} (budget ${clock(BUDGET_MS)}) on Node.js ${process.version}`);
if (total > BUDGET_MS) console.log(`OVER BUDGET: this run took ${clock(total)}, more than ${clock(BUDGET_MS)}. The slowest files above are where to look (docs/testing.md).`);
if (failed.length > 0) {
  console.log(`FAILED: ${failed.map((result) => result.name).join(', ')}`);
  process.exit(1);
}
