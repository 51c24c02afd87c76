import { runQpdf } from './qpdf.js';

/**
 * qpdf's plain rewrite: a fresh cross-reference table, repaired objects, streams
 * re-encoded where needed. Returns null when qpdf could not write the file.
 */
export async function rewritePdf(bytes: Uint8Array): Promise<Uint8Array | null> {
  const run = await runQpdf(['/in.pdf', '/out.pdf'], { '/in.pdf': bytes });
  // Exit code 3 means warnings: the output was still written and is usable.
  return run.exitCode === 0 || run.exitCode === 3 ? run.read('/out.pdf') : null;
}
