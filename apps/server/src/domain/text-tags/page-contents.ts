import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFRawStream, PDFRef, PDFStream, type PDFDocument, type PDFPageLeaf } from 'pdf-lib';
import { ContentStreamError, readOperations, type Operation } from './content-stream.js';
import { shownGlyphs, type Shown } from './shown-glyphs.js';

/** A content stream drawn on a page (its own, or a form XObject's), read down to its glyphs. */
export interface ContentUnit {
  content: Uint8Array;
  operations: Operation[];
  shown: Shown[];
  /** Puts new content in the stream's place. */
  replace(content: Uint8Array): void;
}

/** A content stream that cannot be read as operators. */
export class ContentUnreadableError extends Error {}

/** Forms within forms, as deep as any writer goes; a cycle stops at the first form seen twice. */
const MOST_FORM_DEPTH = 8;

function decoded(stream: unknown): Uint8Array {
  if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
  if (stream instanceof PDFStream) return stream.getContents();
  return new Uint8Array(0);
}

function operationsOf(content: Uint8Array): Operation[] {
  try {
    return readOperations(content);
  } catch (error) {
    if (error instanceof ContentStreamError) throw new ContentUnreadableError(error.message);
    throw error;
  }
}

/**
 * The page's content (its streams read as one: a page's streams are one stream cut between
 * tokens) and every form XObject it draws, forms in forms included, each with the fonts of its
 * own resources (or of whatever draws it, when it has none).
 */
export async function readPageContents(doc: PDFDocument, page: PDFPageLeaf): Promise<ContentUnit[]> {
  const contents = doc.context.lookup(page.get(PDFName.of('Contents')));
  const streams = contents instanceof PDFArray ? contents.asArray().map((item) => doc.context.lookup(item)) : [contents];
  const content = Buffer.concat(streams.flatMap((stream) => [Buffer.from(decoded(stream)), Buffer.from('\n')]));
  const resources = page.Resources();
  const operations = operationsOf(content);
  const units: ContentUnit[] = [
    {
      content,
      operations,
      shown: await shownGlyphs(doc, operations, resources?.lookupMaybe(PDFName.of('Font'), PDFDict)),
      replace: (next) => page.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(next))),
    },
  ];
  const seen = new Set<PDFRef>();

  async function addForms(drawn: Operation[], where: PDFDict | undefined, depth: number): Promise<void> {
    if (depth > MOST_FORM_DEPTH) return;
    const xObjects = where?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const operation of drawn) {
      const [name] = operation.operands;
      if (operation.operator !== 'Do' || typeof name !== 'object' || Array.isArray(name) || !('name' in name)) continue;
      const ref = xObjects?.get(PDFName.of(name.name));
      if (!(ref instanceof PDFRef) || seen.has(ref)) continue;
      seen.add(ref);
      const form = doc.context.lookup(ref);
      if (!(form instanceof PDFStream) || form.dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Form')) continue;
      const formContent = decoded(form);
      const formOperations = operationsOf(formContent);
      const formResources = form.dict.lookupMaybe(PDFName.of('Resources'), PDFDict) ?? where;
      units.push({
        content: formContent,
        operations: formOperations,
        shown: await shownGlyphs(doc, formOperations, formResources?.lookupMaybe(PDFName.of('Font'), PDFDict)),
        replace: (next) => {
          const stream = doc.context.flateStream(next);
          for (const [key, value] of form.dict.entries()) {
            if (![PDFName.of('Length'), PDFName.of('Filter'), PDFName.of('DecodeParms')].includes(key)) stream.dict.set(key, value);
          }
          doc.context.assign(ref, stream);
        },
      });
      await addForms(formOperations, formResources, depth + 1);
    }
  }
  await addForms(operations, resources, 1);
  return units;
}
