import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { trackChild } from './cleanup.js';
import type { LoadResult, LoadSpec } from './load-generator.js';

const GENERATOR = fileURLToPath(new URL('./load-generator.ts', import.meta.url));

export interface RunningLoad {
  result: Promise<LoadResult>;
  /** Ends a load started with `seconds: 0`. */
  stop(): void;
}

/** Starts the load generator in its own process (see load-generator.ts). */
export function startLoad(spec: LoadSpec): RunningLoad {
  const child = spawn(process.execPath, ['--import', 'tsx', GENERATOR, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  trackChild(child);
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const result = new Promise<LoadResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`the load generator exited ${code}`))));
  });
  return { result, stop: () => child.connected && child.send('stop') };
}

export const runLoad = (spec: LoadSpec) => startLoad(spec).result;

/** Answers that were not 2xx plus connection errors. */
export const failedOf = (result: LoadResult) => [...Object.values(result.failedByStatus), ...Object.values(result.errorsByCode)].reduce((a, b) => a + b, 0);

/** "3 × 502, 1 × ECONNRESET", or "" when none failed. */
export const failuresOf = (result: LoadResult) =>
  [...Object.entries(result.failedByStatus), ...Object.entries(result.errorsByCode)].map(([what, count]) => `${count} × ${what}`).join(', ');
