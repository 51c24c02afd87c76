import { PDFCrossRefSection, PDFHeader, PDFStream, PDFTrailer, PDFTrailerDict, type PDFDocument } from 'pdf-lib';
import { deflateContentStreams, deflateNatively } from './native-deflate.js';

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const STREAM = latin1('\nstream\n');
const ENDSTREAM = latin1('\nendstream');

/**
 * What `doc.save({ useObjectStreams: false })` writes, in about a fifth of its time:
 * pdf-lib copies every stream one byte at a time in JavaScript (about 100 ms for a
 * 10 MB scan) and waits a tick every 50 objects; here a stream's bytes are copied in
 * one native call and the result is a Buffer, not a Uint8Array that needs copying
 * again. The new streams (fonts, images, content) are deflated with Node's zlib
 * rather than pako (native-deflate.ts); everything else is byte for byte what save()
 * writes. The steps before writing are save()'s own: a page added to an empty
 * document, then fonts, images and embedded pages flushed. save() also redraws form
 * field appearances, but only of a form opened with doc.getForm(), which sealing
 * never does (its caller must, if it opens one). save-pdf.test.ts compares the
 * objects, and the streams' decoded bytes, with pdf-lib's.
 *
 * `room` bytes (zeroed) are left free after the file in the same memory, for incremental
 * updates to be appended without copying the file (PdfRevision's `room`).
 */
export async function savePdf(doc: PDFDocument, options: { room?: number } = {}): Promise<Buffer> {
  if (doc.getPageCount() === 0) doc.addPage();
  deflateNatively(doc);
  await doc.flush();
  deflateContentStreams(doc);

  const { context } = doc;
  const header = PDFHeader.forVersion(1, 7);
  const objects = context.enumerateIndirectObjects();
  const xref = PDFCrossRefSection.create();
  let size = header.sizeInBytes() + 2;
  for (const [ref, object] of objects) {
    xref.addEntry(ref, size);
    // 'n g obj\n' + object + '\nendobj\n\n', as pdf-lib counts it.
    size += ref.sizeInBytes() + 3 + object.sizeInBytes() + 9;
  }
  const xrefOffset = size;
  const trailerDict = PDFTrailerDict.of(
    context.obj({
      Size: context.largestObjectNumber + 1,
      Root: context.trailerInfo.Root,
      Encrypt: context.trailerInfo.Encrypt,
      Info: context.trailerInfo.Info,
      ID: context.trailerInfo.ID,
    }),
  );
  const trailer = PDFTrailer.forLastCrossRefSectionOffset(xrefOffset);
  size += xref.sizeInBytes() + 1 + trailerDict.sizeInBytes() + 2 + trailer.sizeInBytes();

  const room = options.room ?? 0;
  // Never from Buffer's shared pool: the room after the file must be nobody else's.
  const memory = Buffer.allocUnsafeSlow(size + room);
  memory.fill(0, size);
  const out = memory.subarray(0, size);
  let offset = header.copyBytesInto(out, 0);
  offset += out.write('\n\n', offset, 'latin1');
  for (const [ref, object] of objects) {
    offset += out.write(`${ref.objectNumber} ${ref.generationNumber} obj\n`, offset, 'latin1');
    if (object instanceof PDFStream) {
      object.updateDict();
      offset += object.dict.copyBytesInto(out, offset);
      offset += STREAM.copy(out, offset);
      const contents = object.getContents();
      out.set(contents, offset);
      offset += contents.length;
      offset += ENDSTREAM.copy(out, offset);
    } else offset += object.copyBytesInto(out, offset);
    offset += out.write('\nendobj\n\n', offset, 'latin1');
  }
  offset += xref.copyBytesInto(out, offset);
  offset += out.write('\n', offset, 'latin1');
  offset += trailerDict.copyBytesInto(out, offset);
  offset += out.write('\n\n', offset, 'latin1');
  offset += trailer.copyBytesInto(out, offset);
  if (offset !== size) throw new Error(`savePdf wrote ${offset} of ${size} bytes`);
  return out;
}
