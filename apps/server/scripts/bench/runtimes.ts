/**
 * Issue 39 moved the runtime from Node 20 to Node 24. Every bench runs on the project's Node
 * (node_modules/.bin, first on PATH in npm's scripts); where the same code also runs on the older
 * Node, it is measured there too, right after, so the runtime change is a figure of the same run
 * on the same machine and not one remembered from another day.
 *
 * The older Node: SIGNET_BASELINE_NODE if set, else the first `node` on PATH outside
 * node_modules/.bin and the project's own copy (.cache/node, scripts/project-node.sh).
 */
import { execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, realpathSync } from 'node:fs';
import path from 'node:path';

export interface Runtime {
  path: string;
  version: string;
}

/** One figure both runtimes measure, matched by label. */
export interface Figure {
  label: string;
  value: number;
  unit: string;
}

/** Set in the copy of a bench that runs on the older Node: it reports its figures rather than printing them. */
const BASELINE_RUN = 'SIGNET_BENCH_BASELINE_RUN';
/** The project's Node, handed to that copy so that helper processes (a load generator) stay on it. */
const PROJECT_NODE = 'SIGNET_BENCH_PROJECT_NODE';
const MARKER = 'signet-bench-figures ';

export const onBaselineRun = process.env[BASELINE_RUN] === '1';
/** The project's Node, also inside the baseline copy. */
export const projectNodePath = process.env[PROJECT_NODE] ?? process.execPath;
export const projectRuntime: Runtime = { path: process.execPath, version: process.versions.node };

const major = (version: string) => Number(version.split('.')[0]);

function firstNodeOnPath(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir || dir.split(path.sep).join('/').match(/node_modules\/\.bin$|\.cache\/node\//)) continue;
    const candidate = path.join(dir, 'node');
    try {
      accessSync(candidate, constants.X_OK);
    } catch {
      continue;
    }
    if (realpathSync(candidate) !== realpathSync(process.execPath)) return candidate;
  }
  return null;
}

let found: Runtime | string | undefined;

/** The older Node to compare with, or a sentence saying why there is none. */
export function baselineNode(): Runtime | string {
  if (found !== undefined) return found;
  const candidate = process.env.SIGNET_BASELINE_NODE || firstNodeOnPath();
  if (!candidate) return (found = 'No runtime comparison: no node on PATH outside node_modules/.bin (set SIGNET_BASELINE_NODE).');
  let version: string;
  try {
    version = execFileSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
  } catch {
    return (found = `No runtime comparison: ${candidate} does not run.`);
  }
  found =
    major(version) < major(projectRuntime.version)
      ? { path: candidate, version }
      : `No runtime comparison: ${candidate} is Node ${version}, not older than the project's ${projectRuntime.version} (set SIGNET_BASELINE_NODE).`;
  return found;
}

/** In the baseline copy: hands the figures to the bench that started it. */
export function reportFigures(figures: Figure[]): void {
  console.log(MARKER + JSON.stringify(figures));
}

/**
 * Runs `script` on `node` with this process's flags (--conditions, --import tsx, --expose-gc) and
 * environment plus `env`; resolves to the figures it reported, or to why it reported none.
 */
export function runOnBaseline(node: Runtime, script: string, env: Record<string, string> = {}): Promise<Figure[] | string> {
  const child = spawn(node.path, [...process.execArgv, script], {
    env: { ...process.env, ...env, [BASELINE_RUN]: '1', [PROJECT_NODE]: projectNodePath },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.split('\n').find((each) => each.startsWith(MARKER));
      if (code === 0 && line) return resolve(JSON.parse(line.slice(MARKER.length)) as Figure[]);
      // The error's own line, not the stack under it.
      const lines = err.split('\n').filter((each) => each.trim());
      const error = lines.find((each) => /^\w*Error\b/.test(each)) ?? lines.at(-1) ?? 'no message';
      resolve(`the run on Node ${node.version} exited with ${code}: ${error}`);
    });
  });
}

const number = (value: number) => (Math.abs(value) >= 100 ? Math.round(value).toLocaleString('en-US') : value.toPrecision(3));

/** The table of both runs: each figure on the older Node, on the project's, and the change. */
export function printComparison(node: Runtime, baseline: Figure[] | string, project: Figure[]): void {
  console.log(`\n  Node ${projectRuntime.version} (the rows above) beside Node ${node.version} (${node.path}), measured right after it in the same run:`);
  if (typeof baseline === 'string') {
    console.log(`    no Node ${node.version} figure: ${baseline}`);
    return;
  }
  const width = Math.max(6, ...project.map((figure) => figure.label.length + figure.unit.length + 2));
  const column = (text: string) => text.padStart(15);
  console.log(`    ${'figure'.padEnd(width)} ${column(`Node ${node.version}`)} ${column(`Node ${projectRuntime.version}`)}   change`);
  for (const figure of project) {
    const old = baseline.find((each) => each.label === figure.label);
    const change = old && old.value !== 0 ? `${figure.value >= old.value ? '+' : ''}${((100 * (figure.value - old.value)) / old.value).toFixed(1)} %` : '';
    console.log(`    ${`${figure.label}, ${figure.unit}`.padEnd(width)} ${column(old ? number(old.value) : '-')} ${column(number(figure.value))}   ${change}`);
  }
}

/**
 * The end of a bench whose whole script runs on both: in the baseline copy reports `figures`;
 * otherwise runs the script again on the older Node and prints both.
 */
export async function compareWithBaseline(figures: Figure[], env: Record<string, string> = {}): Promise<void> {
  if (onBaselineRun) return reportFigures(figures);
  const node = baselineNode();
  if (typeof node === 'string') return console.log(`\n  ${node}`);
  printComparison(node, await runOnBaseline(node, process.argv[1] ?? '', env), figures);
}

/**
 * For a bench whose code cannot run on the older Node (tried on Node 20.20.2, 2026-11-30): says
 * why there is no figure from it. `what` names the step that puts a PDF through pdf.js.
 */
export function noBaselineFigure(what: string): void {
  const node = baselineNode();
  if (typeof node === 'string') return console.log(`\n  ${node}`);
  console.log(
    `\n  No Node ${node.version} figure: ${what}, and on the server every upload goes through pdf.js 6, which needs Node >= 22.13 (on Node 20 it calls the missing Promise.withResolvers and the upload answers 500). Node ${projectRuntime.version} only.`,
  );
}
