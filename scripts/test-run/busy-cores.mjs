// Runs a command while other work keeps every core busy, the way a loaded CI machine would: a
// test that passes only on an idle machine fails here (docs/testing.md, "No retries").
// Usage: node scripts/test-run/busy-cores.mjs <command> [args…]   (npm run test:under-load)
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/test-run/busy-cores.mjs <command> [args…]');
  process.exit(2);
}

// One spinning thread per core, at normal priority, so the command competes for every core.
const spin = 'for (;;) { Math.sqrt(Math.random()); }';
const spinners = Array.from({ length: availableParallelism() }, () => new Worker(spin, { eval: true }));
console.log(`busy-cores: ${spinners.length} threads spinning while: ${[command, ...args].join(' ')}`);

const child = spawn(command, args, { stdio: 'inherit' });
const stop = (code) => {
  for (const spinner of spinners) void spinner.terminate();
  process.exit(code);
};
child.on('close', (code, signal) => stop(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
