/**
 * npm run bench (second part): seals a 100-page agreement with 3 signers and 5 fields
 * each (signature, initials, name, text, checkbox, over many pages) the way the
 * sealing job does (read the documents and images, stamp, audit certificate, PAdES
 * seal, store), and prints time and memory beside a plain pdf-lib load and save of
 * the same file, with the ratio against the goal (issue 16: at most 3× the time and
 * +100 MB). In-process on in-memory PGlite, so memory is what the step adds:
 * JavaScript heap plus Buffers (external), sampled every 10 ms and at each stage's
 * end, above the level before it (RSS of the whole process is printed too; it never
 * shrinks, so read it as a ceiling).
 *
 * Three agreements are sealed, each right after a baseline run, because a shared
 * machine's load changes within seconds; the job worker is stopped first, so neither
 * the sealing's own delivery mails nor polling run beside the measurements. The first seal in a process also reads and
 * parses the fonts (17 MB) and starts HarfBuzz, once for the life of the server; the
 * goal is judged on the later seals (median), as a running server seals. CPU time
 * (all threads) is printed beside wall time: on a machine others load too, wall time
 * swings several-fold between runs while CPU time stays near what an idle machine shows.
 *
 * SEAL_RUNS (default 5): how many baseline + seal pairs; the goal is judged on the median
 * of all but the first, so at least 3 are needed.
 */
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { agreementDocuments } from '../../src/db/schema/index.js';
import { completeAgreement } from '../../src/domain/completion/complete-agreement.js';
import { createSealProvider } from '../../src/seal/seal-identity-store.js';
import { sealStages, type SealStage } from '../../src/seal/seal-stages.js';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { signedAgreement } from '../../test/helpers/completion.js';
import { makeBigPdf } from './make-big-pdf.js';
import { noBaselineFigure } from './runtimes.js';

const MB = 1024 * 1024;
const PAGES = 100;
const SEALS = Math.max(3, Number(process.env.SEAL_RUNS ?? 5));
const GOAL = { ratio: 3, peakMb: 100 };

const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

interface Measured {
  ms: number;
  cpuMs: number;
  peakMb: number;
}

/** Runs `work` once, with its time, its peak memory above the level before, and the seal stages it reported. */
async function measure(label: string, work: () => Promise<unknown>): Promise<Measured> {
  global.gc?.();
  const base = used();
  let peak = base;
  const sample = () => (peak = Math.max(peak, used()));
  const stages = new Map<string, { ms: number; cpuMs: number; count: number; peak: number }>();
  const onStage = (message: unknown) => {
    const { stage, ms, cpuMs } = message as SealStage;
    sample();
    const seen = stages.get(stage) ?? { ms: 0, cpuMs: 0, count: 0, peak: 0 };
    stages.set(stage, { ms: seen.ms + ms, cpuMs: seen.cpuMs + cpuMs, count: seen.count + 1, peak: Math.max(seen.peak, peak) });
  };
  sealStages.subscribe(onStage);
  const timer = setInterval(sample, 10);
  const started = performance.now();
  const cpu = process.cpuUsage();
  await work();
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const cpuMs = (user + system) / 1000;
  clearInterval(timer);
  sealStages.unsubscribe(onStage);
  sample();
  const peakMb = (peak - base) / MB;
  console.log(`  ${label.padEnd(46)} ${ms.toFixed(0).padStart(6)} ms  CPU ${cpuMs.toFixed(0).padStart(5)} ms   peak heap+buffers +${peakMb.toFixed(0).padStart(4)} MB   process RSS ${(process.memoryUsage().rss / MB).toFixed(0)} MB`);
  if (stages.size > 0) {
    const rest = (key: 'ms' | 'cpuMs', total: number) => (total - [...stages.values()].reduce((sum, s) => sum + s[key], 0)).toFixed(0);
    console.log('      stage          ms   CPU ms   peak');
    for (const [stage, s] of stages) console.log(`      ${`${stage}${s.count > 1 ? ` ×${s.count}` : ''}`.padEnd(12)} ${s.ms.toFixed(0).padStart(5)}  ${s.cpuMs.toFixed(0).padStart(6)}   +${((s.peak - base) / MB).toFixed(0)} MB`);
    console.log(`      ${'(between)'.padEnd(12)} ${rest('ms', ms).padStart(5)}  ${rest('cpuMs', cpuMs).padStart(6)}`);
  }
  return { ms, cpuMs, peakMb };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function prepare(t: TestApp, pdf: Buffer) {
  const types = ['signature', 'initials', 'name', 'text', 'checkbox'] as const;
  const signed = await signedAgreement(t, {
    pdf,
    name: 'Benchmark 合同',
    signerNames: ['Ann Lee', 'Bob Stone', '张伟'],
    fields: (signers, documentId) =>
      signers.flatMap((recipientId, s) =>
        types.map((type, f) => ({
          recipientId,
          documentId,
          page: 1 + ((s * 5 + f) * 7) % PAGES,
          type,
          x: 0.1 + 0.25 * (s % 3),
          y: 0.1 + 0.15 * f,
          width: type === 'checkbox' ? 0.04 : 0.22,
          height: type === 'checkbox' ? 0.03 : 0.06,
        })),
      ),
    values: (type, s) => (type === 'text' ? `签署人 ${s + 1} agrees to clause ${s + 4}` : type === 'name' ? ['Ann Lee', 'Bob Stone', '张伟'][s] : type === 'checkbox' ? 'true' : undefined),
  });
  return signed.agreement.id;
}

const t = await buildTestApp('pglite', { sealing: false });
try {
  const pdf = await makeBigPdf(PAGES, 10 * MB);
  const agreementIds: bigint[] = [];
  for (let n = 0; n < SEALS; n++) agreementIds.push(await prepare(t, pdf));
  // A seal queues mails carrying the 10 MB final file; sent by the worker during the next
  // seal they would be measured with it (a read took 112 s so). The bench seals alone.
  await t.worker.stop();
  const seal = createSealProvider(t.database.db, t.config.seal);
  await seal.identity();
  const [document] = await t.database.db.select().from(agreementDocuments).where(eq(agreementDocuments.agreementId, agreementIds[0]!));
  const stored = await buffer(await t.deps.files.get(document!.pdfKey));
  console.log(`\nSealing a ${PAGES}-page agreement (${(stored.length / MB).toFixed(1)} MB), 3 signers × 5 fields, ${SEALS} times, each after its baseline:`);
  const baselines: Measured[] = [];
  const seals: Measured[] = [];
  for (const [n, agreementId] of agreementIds.entries()) {
    baselines.push(await measure('pdf-lib load + save (baseline)', async () => Buffer.from(await (await PDFDocument.load(stored)).save({ useObjectStreams: false }))));
    const label = `stamp + certificate + PAdES seal + store${n === 0 ? ' (1st)' : ''}`;
    seals.push(
      await measure(label, async () => {
        const outcome = await completeAgreement(t.database.db, t.deps.files, seal, { agreementId, publicUrl: t.config.publicUrl });
        if (outcome !== 'completed') throw new Error(`sealing answered ${outcome}`);
      }),
    );
  }
  const warm = seals.slice(1);
  const peakMb = Math.max(...warm.map((s) => s.peakMb));
  for (const key of ['ms', 'cpuMs'] as const) {
    const base = median(baselines.map((b) => b[key]));
    const sealed = median(warm.map((s) => s[key]));
    const ratio = sealed / base;
    const what = key === 'ms' ? 'time' : 'CPU time';
    // Each seal against the baseline just before it: the spread shows how much the machine moved.
    const pairs = warm.map((s, n) => (s[key] / baselines[n + 1]![key]).toFixed(1)).join(', ');
    console.log(`\n  ${what}: seal (median of seals 2-${SEALS}) ${sealed.toFixed(0)} ms vs baseline (median) ${base.toFixed(0)} ms: ${ratio.toFixed(1)}× (goal ≤ ${GOAL.ratio}×) ${ratio <= GOAL.ratio ? 'met' : 'NOT met'}; each seal ÷ its baseline: ${pairs}`);
  }
  console.log(`\n  peak +${peakMb.toFixed(0)} MB (goal ≤ +${GOAL.peakMb} MB) ${peakMb <= GOAL.peakMb ? 'met' : 'NOT met'}; first seal in the process ${seals[0]!.ms.toFixed(0)} ms, +${seals[0]!.peakMb.toFixed(0)} MB (fonts read and HarfBuzz started once)`);
  noBaselineFigure('the agreements it seals are uploaded first');
} finally {
  await t.close();
}
