/**
 * npm run bench (second part): seals a 100-page agreement with 3 signers and 5 fields
 * each (signature, initials, name, text, checkbox, over many pages) the way the
 * sealing job does (read the documents and images, stamp, audit certificate, PAdES
 * seal, store), and prints time and memory beside a plain pdf-lib load and save of
 * the same file. In-process on in-memory PGlite, so memory is what the step adds:
 * JavaScript heap plus Buffers (external), sampled every 10 ms above the level before
 * it (RSS of the whole process is printed too; it never shrinks, so read it as a ceiling).
 */
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { agreementDocuments } from '../../src/db/schema/index.js';
import { completeAgreement } from '../../src/domain/completion/complete-agreement.js';
import { createSealProvider } from '../../src/seal/seal-identity-store.js';
import { buildTestApp } from '../../test/helpers/app.js';
import { signedAgreement } from '../../test/helpers/completion.js';
import { makeBigPdf } from './make-big-pdf.js';

const MB = 1024 * 1024;
const PAGES = 100;

async function measure<T>(label: string, work: () => Promise<T>): Promise<T> {
  global.gc?.();
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const base = used();
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, used())), 10);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  clearInterval(timer);
  peak = Math.max(peak, used());
  console.log(`  ${label.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms   peak heap+buffers +${((peak - base) / MB).toFixed(0).padStart(4)} MB   process RSS ${(process.memoryUsage().rss / MB).toFixed(0)} MB`);
  return result;
}

const t = await buildTestApp('pglite', { sealing: false });
try {
  const pdf = await makeBigPdf(PAGES, 10 * MB);
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
  const seal = createSealProvider(t.database.db, t.config.seal);
  await seal.identity();
  const [document] = await t.database.db.select().from(agreementDocuments).where(eq(agreementDocuments.agreementId, signed.agreement.id));
  const stored = await buffer(await t.deps.files.get(document!.pdfKey));
  console.log(`\nSealing a ${PAGES}-page agreement (${(stored.length / MB).toFixed(1)} MB), 3 signers × 5 fields:`);
  await measure('pdf-lib load + save (baseline)', async () => Buffer.from(await (await PDFDocument.load(stored)).save({ useObjectStreams: false })));
  const outcome = await measure('stamp + certificate + PAdES seal + store', () =>
    completeAgreement(t.database.db, t.deps.files, seal, { agreementId: signed.agreement.id, publicUrl: t.config.publicUrl }),
  );
  if (outcome !== 'completed') throw new Error(`sealing answered ${outcome}`);
} finally {
  await t.close();
}
