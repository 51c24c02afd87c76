import { parsePageRanges } from '@signet/contracts';
import type { PDFDocument, PDFPage, PDFRef } from 'pdf-lib';
import { stampCrossPageSeal } from '../../pdf/cross-page-seal.js';
import { embedFaceAsForm, embedPngAsForm } from '../../seal-face/embed-face-as-form.js';
import { PT_PER_MM } from '../../seal-face/face-content.js';
import type { SealFace } from '../../seal-face/seal-face.js';
import type { AgreementParts } from '../agreement-core/agreements-repository.js';
import type { SealUseRow } from '../company-seals/seal-uses.js';
import { CompletionFailure } from './completion-failure.js';

/** A seal use with its stored face, read before drawing. */
export interface SealUseFace {
  use: SealUseRow;
  face: Buffer;
  /** The seal's name at completion (null for an uploaded picture). */
  sealName?: string | null;
  /** Who approved the request the use spent, and when (an approval's use only). */
  authority?: { kind: 'approval'; by: string; at: Date | null } | null;
}

export interface EmbeddedSeal {
  ref: PDFRef;
  widthPt: number;
  heightPt: number;
}

/**
 * Each applied seal becomes one Form XObject of the final document (vector for a generated face,
 * the cleaned PNG for an uploaded one), drawn wherever its seal appears: fields and cross-page strips.
 */
export async function embedSealUses(doc: PDFDocument, uses: readonly SealUseFace[]): Promise<Map<bigint, EmbeddedSeal>> {
  const embedded = new Map<bigint, EmbeddedSeal>();
  for (const { use, face } of uses) {
    const ref = use.faceKey.endsWith('.json') ? embedFaceAsForm(doc, parseFace(face, use.id)) : await embedPngAsForm(doc, face, use.widthMm, use.heightMm);
    embedded.set(use.id, { ref, widthPt: use.widthMm * PT_PER_MM, heightPt: use.heightMm * PT_PER_MM });
  }
  return embedded;
}

function parseFace(bytes: Buffer, useId: bigint): SealFace {
  try {
    return JSON.parse(bytes.toString('utf8')) as SealFace;
  } catch {
    throw new CompletionFailure('signature_image_missing', `seal use ${useId}: the stored face is not readable`);
  }
}

/** The seal a company seal field shows: the use its value names. */
export function sealOfField(field: AgreementParts['fields'][number], seals: ReadonlyMap<bigint, EmbeddedSeal>): EmbeddedSeal | null {
  if (field.type !== 'company_seal' || field.value === null) return null;
  const seal = seals.get(BigInt(field.value));
  if (!seal) throw new CompletionFailure('signature_image_missing', `field ${field.id} names seal use ${field.value}, which is gone`);
  return seal;
}

/**
 * The cross-page seals (骑缝章) the sender asked of company parties who applied a seal: over the
 * documents' pages (never the certificate's), numbered through all documents as the signer saw them.
 */
export function stampCrossPageSeals(doc: PDFDocument, input: { pages: readonly PDFPage[]; recipients: AgreementParts['recipients']; uses: readonly SealUseFace[]; seals: ReadonlyMap<bigint, EmbeddedSeal> }): void {
  for (const recipient of input.recipients) {
    if (!recipient.crossPageSeal) continue;
    const use = input.uses.find((entry) => entry.use.recipientId === recipient.id);
    const seal = use ? input.seals.get(use.use.id) : undefined;
    if (!seal) continue;
    const indices = parsePageRanges(recipient.crossPageSeal.pages, input.pages.length);
    stampCrossPageSeal(doc, indices.map((index) => input.pages[index]!), seal, { centreFromTop: recipient.crossPageSeal.centreFromTop });
  }
}
