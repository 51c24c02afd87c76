/**
 * npm run bench (fourth part): how long after a signature the next signer's invitation
 * mail is claimed by a worker, in signing order with two signers. Measured from the
 * moment the first signer submits to the moment a worker starts the mail job, on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL, with the
 * worker in the same process and (PostgreSQL) with the worker in another process's
 * place: a second worker on its own connection pool. Beside it, the baseline: the same
 * worker with its wake-up switched off, so only its poll finds the job.
 */
import { openDatabase } from '../../src/db/client.js';
import { JOBS_CHANNEL, JobWorker, type JobHandler, type JobHandlers } from '../../src/jobs/index.js';
import { mailJobHandlers } from '../../src/worker/index.js';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { signer } from '../../test/helpers/agreements.js';
import type { TestDatabaseKind } from '../../test/helpers/database.js';
import { consentAndSign, openLink, sentAgreement, signatureFieldsOf } from '../../test/helpers/signing.js';
import { noBaselineFigure } from './runtimes.js';

const RUNS = 15;
/** The production worker's poll interval (JobWorker's default). */
const POLL_MS = 500;

/** When a worker started each mail job, by the payload's text (holds the address). */
const started = new Map<string, number>();

function timedMailHandlers(t: TestApp): JobHandlers {
  const handlers = mailJobHandlers({ mailer: t.deps.mailer, files: t.deps.files });
  return Object.fromEntries(
    Object.entries(handlers).map(([type, handle]) => [
      type,
      (async (job, context) => {
        started.set(JSON.stringify(job.payload), Date.now());
        await handle(job, context);
      }) satisfies JobHandler,
    ]),
  );
}

async function claimedAt(email: string): Promise<number> {
  for (;;) {
    for (const [payload, at] of started) if (payload.includes(email)) return at;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

async function oneSignature(t: TestApp): Promise<number> {
  const { agreement } = await sentAgreement(t, { signingOrder: true, recipients: [signer('Ann Lee'), signer('Bo Chen')] });
  const [first, second] = agreement.recipients;
  if (!first || !second) throw new Error('two signers expected');
  const { signerToken } = await openLink(t, first.email);
  const signedAt = Date.now();
  const signed = await consentAndSign(t, first.id, { signerToken }, signatureFieldsOf(agreement, first.id));
  if (signed.code !== 200) throw new Error(`submit answered ${signed.code}`);
  return (await claimedAt(second.email)) - signedAt;
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50 ${String(at(0.5)).padStart(4)} ms   p95 ${String(at(0.95)).padStart(4)} ms   max ${String(sorted.at(-1) ?? 0).padStart(4)} ms`;
}

type Placement = 'poll only' | 'same process' | 'another process';

/**
 * The test app's own worker is replaced by one whose mail handler notes when it starts.
 * 'same process': it shares the web process's database and listens for enqueues;
 * 'another process': its own connection pool and its own LISTEN (PostgreSQL);
 * 'poll only', the baseline: it never hears of an enqueue and finds jobs by polling.
 */
async function startWorker(t: TestApp, placement: Placement): Promise<() => Promise<void>> {
  await t.worker.stop();
  const own = placement === 'another process' && t.database.url ? await openDatabase({ kind: 'postgres', url: t.database.url }) : null;
  const database = own ?? t.database;
  const worker = new JobWorker(database.db, {
    handlers: timedMailHandlers(t),
    pollIntervalMs: POLL_MS,
    ...(placement === 'poll only' ? {} : { listen: (onEnqueued: () => void) => database.listen(JOBS_CHANNEL, onEnqueued) }),
  });
  await worker.start();
  return async () => {
    await worker.stop();
    await own?.close();
  };
}

async function scenario(kind: TestDatabaseKind, placement: Placement): Promise<void> {
  const t = await buildTestApp(kind, { sealing: false });
  const stopWorker = await startWorker(t, placement);
  try {
    await oneSignature(t); // warm-up
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run += 1) samples.push(await oneSignature(t));
    console.log(`  ${kind.padEnd(9)} ${placement.padEnd(16)} ${summary(samples)}`);
  } finally {
    await stopWorker();
    await t.close();
  }
}

console.log(`Signature → next signer's mail claimed (${RUNS} signatures each; worker poll ${POLL_MS} ms; baseline: poll only)`);
const kinds: TestDatabaseKind[] = process.env.BENCH_KINDS ? (process.env.BENCH_KINDS.split(',') as TestDatabaseKind[]) : process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) {
  await scenario(kind, 'poll only');
  await scenario(kind, 'same process');
  if (kind === 'postgres') await scenario(kind, 'another process');
}
noBaselineFigure("each signature's agreement is uploaded first");
