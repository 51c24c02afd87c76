import { inspectPdf, PdfDamagedError } from './inspect-pdf.js';
import { runQpdf } from './qpdf.js';

/**
 * Writes a decrypted copy of a password-protected PDF with qpdf (see
 * docs/decisions/006). Throws PdfPasswordError(wrong) when the password opens it
 * neither as user nor as owner, PdfDamagedError when it cannot be decrypted at all. The whole file is in memory here (input and
 * output): about three copies of the file at the peak.
 */
export async function decryptPdf(bytes: Uint8Array, password: string): Promise<Uint8Array> {
  const run = await runQpdf([`--password=${password}`, '--decrypt', '/in.pdf', '/out.pdf'], { '/in.pdf': bytes });
  // qpdf exits 3 for warnings: the output was still written and is usable.
  const output = run.exitCode === 0 || run.exitCode === 3 ? run.read('/out.pdf') : null;
  if (output) return output;
  // This qpdf build prints its reason straight to the console, so ask pdf.js why:
  // a wrong password throws PdfPasswordError(true) here.
  await inspectPdf(new Uint8Array(bytes), { password, maxPages: 0 });
  // pdf.js opened it, yet qpdf cannot decrypt it (a broken encryption dictionary): damaged.
  throw new PdfDamagedError(new Error(`qpdf --decrypt failed with exit code ${run.exitCode}`));
}
