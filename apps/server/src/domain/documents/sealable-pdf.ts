import { AppError, ErrorCode } from '@signet/contracts';
import { repairPdfStructure } from '../../pdf/repair-pdf-structure.js';
import { rewritePdf } from '../../pdf/rewrite-pdf.js';
import { probeSealing } from '../../pdf/sealing-probe.js';

/** The outcome of the check: the bytes as uploaded seal, or a normalised copy does. */
export type SealableVariant = { normalised: false } | { normalised: true; pdf: Uint8Array; by: 'qpdf' | 'structure-repair' };

/** Null when the bytes seal, else why not. */
async function seals(bytes: Uint8Array): Promise<string | null> {
  try {
    await probeSealing(bytes);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'sealing probe failed';
  }
}

async function tryRepair(bytes: Uint8Array | null): Promise<Uint8Array | null> {
  if (!bytes) return null;
  try {
    return await repairPdfStructure(bytes);
  } catch {
    return null;
  }
}

/**
 * A document must seal once everyone has signed, so its PDF goes through the sealing
 * path at upload (pdf/sealing-probe.ts). When that fails, a qpdf rewrite, then a repair
 * of broken page /Contents (of the rewrite, else of the upload) is tried, each checked
 * the same way; the first that seals becomes the PDF the agreement is signed on. A file
 * no rewrite can fix is refused with 'The file is damaged.' and never reaches a signer.
 */
export async function ensureSealable(bytes: Uint8Array): Promise<SealableVariant> {
  const problem = await seals(bytes);
  if (problem === null) return { normalised: false };

  const rewritten = await rewritePdf(bytes).catch(() => null);
  if (rewritten && (await seals(rewritten)) === null) return { normalised: true, pdf: rewritten, by: 'qpdf' };
  const repaired = (await tryRepair(rewritten)) ?? (await tryRepair(bytes));
  if (repaired && (await seals(repaired)) === null) return { normalised: true, pdf: repaired, by: 'structure-repair' };

  throw new AppError(ErrorCode.ParameterError, {
    messageKey: 'file_damaged',
    detail: `cannot be sealed: ${problem}`,
  });
}
