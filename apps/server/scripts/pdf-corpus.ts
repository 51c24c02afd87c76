/**
 * Puts every PDF of the corpus (scripts/fetch-pdf-corpus.sh) through the real upload route,
 * then each accepted one through stamping and the PAdES seal, as completion does, and prints
 * the counts: accepted (as uploaded or normalised), refused per code and message, sealed,
 * accepted-but-not-sealable (must be 0) and 500s (must be 0).
 *
 * Usage: node --conditions=source --import tsx apps/server/scripts/pdf-corpus.ts [corpus dir]
 * Exits 1 when anything accepted failed to seal or any upload answered 500.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { FallbackFonts } from '../src/pdf/fallback-fonts.js';
import { stampPage, type Stamp } from '../src/pdf/stamp-fields.js';
import { generateSealCertificate } from '../src/seal/generate-seal-certificate.js';
import { identityFromPem } from '../src/seal/seal-identity.js';
import { sealPdf } from '../src/seal/seal-pdf.js';
import { buildTestApp } from '../test/helpers/app.js';
import { signaturePng } from '../test/helpers/signing.js';
import { signInOnPlan, upload } from '../test/helpers/drive.js';

const root = path.resolve(process.argv[2] ?? '.cache/pdf-corpus');
const PER_FILE_MS = 120_000;

async function listPdfs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.pdf$/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${PER_FILE_MS} ms`)), PER_FILE_MS)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const files = await listPdfs(root);
if (files.length === 0) {
  console.error(`No PDFs under ${root}: run bash scripts/fetch-pdf-corpus.sh first.`);
  process.exit(2);
}

const t = await buildTestApp('pglite', { sealing: false });
const { token } = await signInOnPlan(t, 'enterprise');
const { certificatePem, privateKeyPem } = generateSealCertificate('Signet corpus seal');
const identity = identityFromPem(certificatePem, privateKeyPem);
const png = Buffer.from((await signaturePng()).split(',')[1] ?? '', 'base64');

/** Stamps a signature, a text and a tick on every page, then seals: completion's steps on one document. */
async function stampAndSeal(bytes: Uint8Array): Promise<void> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const text = 'Signed by Ann Lee 张伟 2026-11-24';
  const fonts = await FallbackFonts.embed(doc, text);
  const images = new Map<Buffer, PDFImage>();
  const stamps: Stamp[] = [
    { kind: 'image', png, x: 0.1, y: 0.75, width: 0.3, height: 0.08 },
    { kind: 'text', text, x: 0.1, y: 0.88, width: 0.6, height: 0.04 },
    { kind: 'tick', x: 0.8, y: 0.88, width: 0.04, height: 0.04 },
  ];
  for (const page of doc.getPages()) await stampPage(doc, page, stamps, fonts, images);
  await sealPdf(doc, { identity, tsaUrl: null, signingTime: new Date(), reason: 'corpus', location: 'local' });
}

const counts = new Map<string, number>();
const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
const problems: { file: string; outcome: string; detail: string }[] = [];
let normalised = 0;
const started = Date.now();

for (const [index, file] of files.entries()) {
  const name = path.relative(root, file);
  const bytes = await readFile(file);
  let res: Awaited<ReturnType<typeof upload>>;
  try {
    res = await withTimeout(upload(t, token, path.basename(file), bytes), 'upload');
  } catch (error) {
    count('upload crashed or timed out');
    problems.push({ file: name, outcome: 'upload crashed', detail: String(error) });
    continue;
  }
  if (res.code === 500 || res.status >= 500) {
    count('answered 500');
    problems.push({ file: name, outcome: '500', detail: res.msg });
    continue;
  }
  if (res.code !== 200) {
    count(`refused ${res.code} '${res.msg}'`);
    continue;
  }
  count('accepted');
  const document = res.data as { id: bigint; original: { sha256: string }; pdf: { sha256: string } };
  if (document.pdf.sha256 !== document.original.sha256) normalised += 1;
  const stored = await t.app.inject({ method: 'GET', url: `/v1/drive/documents/${document.id}/file?variant=pdf`, headers: { 'x-token': token } });
  try {
    await withTimeout(stampAndSeal(stored.rawPayload), 'stamp and seal');
    count('sealed');
  } catch (error) {
    count('accepted but not sealable');
    problems.push({ file: name, outcome: 'not sealable', detail: error instanceof Error ? error.message : String(error) });
  }
  if ((index + 1) % 100 === 0) console.log(`  ${index + 1}/${files.length} in ${Math.round((Date.now() - started) / 1000)} s`);
}
await t.close();

console.log(`\nPDF corpus: ${files.length} files under ${root} (${Math.round((Date.now() - started) / 1000)} s)`);
for (const [key, value] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${String(value).padStart(5)}  ${key}`);
console.log(`  (${normalised} of the accepted were normalised before storing: their PDF variant differs from the upload)`);
for (const problem of problems) console.log(`  ! ${problem.outcome}: ${problem.file}: ${problem.detail.slice(0, 200)}`);
await writeFile(path.join(root, '..', 'pdf-corpus-report.json'), JSON.stringify({ files: files.length, counts: Object.fromEntries(counts), normalised, problems }, null, 2));
process.exit(problems.length > 0 ? 1 : 0);
