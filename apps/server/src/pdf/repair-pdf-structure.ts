import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';

const CONTENTS = PDFName.of('Contents');

type IsType = (value: PDFObject | undefined) => boolean;

/** Entries whose value must have one type; anything else is dropped (a viewer ignores it anyway). */
const PAGE_ENTRIES: ReadonlyArray<[PDFName, IsType]> = [
  [PDFName.of('Rotate'), (value) => value instanceof PDFNumber],
  [PDFName.of('Resources'), (value) => value instanceof PDFDict],
  [PDFName.of('Annots'), (value) => value instanceof PDFArray],
];
const CATALOG_ENTRIES: ReadonlyArray<[PDFName, IsType]> = [[PDFName.of('AcroForm'), (value) => value instanceof PDFDict]];

function dropMistyped(dict: PDFDict, context: PDFContext, entries: typeof PAGE_ENTRIES): boolean {
  let changed = false;
  for (const [name, isType] of entries) {
    const raw = dict.get(name);
    if (raw === undefined || isType(context.lookup(raw))) continue;
    dict.delete(name);
    changed = true;
  }
  return changed;
}

/** Keeps /Contents only as a stream or an array of streams; returns whether it changed. */
function repairContents(page: PDFDict, context: PDFContext): boolean {
  const raw = page.get(CONTENTS);
  if (raw === undefined) return false;
  const contents = context.lookup(raw);
  if (contents instanceof PDFStream) return false;
  if (contents instanceof PDFArray) {
    const streams = contents.asArray().filter((entry) => context.lookup(entry) instanceof PDFStream);
    if (streams.length === contents.size()) return false;
    page.set(CONTENTS, context.obj(streams));
    return true;
  }
  page.delete(CONTENTS);
  return true;
}

/**
 * Drops the entries pdf-lib cannot work with where pdf.js silently ignores them: page
 * /Contents that are not streams ("Contents.push is not a function" when stamping),
 * a /Rotate that is not a number, /Resources that are not a dictionary, /Annots that
 * are not an array, a catalog /AcroForm that is not a dictionary. The page then looks
 * as the sender saw it in pdf.js. Returns null when nothing needed repair.
 */
export async function repairPdfStructure(bytes: Uint8Array): Promise<Uint8Array | null> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  let repaired = dropMistyped(doc.catalog, doc.context, CATALOG_ENTRIES);
  for (const page of doc.getPages()) {
    repaired = repairContents(page.node, doc.context) || repaired;
    repaired = dropMistyped(page.node, doc.context, PAGE_ENTRIES) || repaired;
  }
  return repaired ? doc.save({ useObjectStreams: false }) : null;
}
