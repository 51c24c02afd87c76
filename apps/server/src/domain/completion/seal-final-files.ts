import { PDFDocument } from 'pdf-lib';
import { sealStage } from '../../seal/seal-stages.js';
import type { DrawnFinal } from './build-final-pdf.js';

/** A sealed file and its SHA-256 (hex), taken while it was signed: what the store's own digest must equal. */
export type Sealed = { pdf: Buffer; sha256: string; timestamped: boolean; timestampedAt: Date | null };

/** The merged final file and, for two or more documents, each document's own (issue 36). */
export interface SealedFinals {
  merged: Sealed;
  documents: { agreementDocumentId: bigint; pdf: Buffer; sha256: string }[];
}

/**
 * One document of the drawn final PDF on its own: its pages, fields already drawn, then
 * the same audit certificate pages. Copied before anything is sealed, so each file gets a
 * seal of its own and verifies by itself.
 */
async function documentAlone(drawn: DrawnFinal, document: { id: bigint; name: string }, agreementName: string, sealedAt: Date): Promise<PDFDocument> {
  const pages = drawn.documentPages.get(document.id);
  if (!pages || pages.some((index) => index < 0)) throw new Error(`no drawn pages for document ${document.id}`);
  const alone = await PDFDocument.create({ updateMetadata: false });
  const copied = await alone.copyPages(drawn.doc, [...pages, ...drawn.certificatePages]);
  for (const page of copied) alone.addPage(page);
  alone.setTitle(`${agreementName}: ${document.name}`);
  alone.setProducer('Signet');
  alone.setCreationDate(sealedAt);
  alone.setModificationDate(sealedAt);
  return alone;
}

/**
 * Seals the drawn final PDF and, when the agreement has two or more documents, each
 * document copied out of it first (fields are drawn once, in buildFinalPdf). `seal` adds
 * the companies' signatures and Signet's seal to one file.
 */
export async function sealFinalFiles(
  drawn: DrawnFinal,
  input: { documents: readonly { id: bigint; name: string }[]; agreementName: string; sealedAt: Date; seal: (doc: PDFDocument) => Promise<Sealed> },
): Promise<SealedFinals> {
  const alone =
    input.documents.length < 2
      ? []
      : await sealStage('split', async () => {
          const split = [];
          for (const document of input.documents) split.push({ id: document.id, doc: await documentAlone(drawn, document, input.agreementName, input.sealedAt) });
          return split;
        });
  const merged = await input.seal(drawn.doc);
  const documents = [];
  for (const { id, doc } of alone) {
    const { pdf, sha256 } = await input.seal(doc);
    documents.push({ agreementDocumentId: id, pdf, sha256 });
  }
  return { merged, documents };
}
