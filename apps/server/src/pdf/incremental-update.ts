import { PDFCrossRefSection, PDFCrossRefStream, PDFDocument, PDFNumber, PDFRef, PDFTrailer, PDFTrailerDict, type PDFObject } from 'pdf-lib';

/** How far from the end of a file `startxref` may stand (the spec puts it in the last 1024 bytes; writers add junk). */
const TAIL_BYTES = 4096;

/** A PDF's bytes as they stand, parsed, with what an incremental update must continue from. */
export interface PdfRevision {
  bytes: Buffer;
  /** The newest revision's objects as pdf-lib parsed them (later definitions of an object win). */
  doc: PDFDocument;
  /** Where the newest cross-reference section starts, and whether it is a stream (PDF 1.5) or a table. */
  xref: { offset: number; isStream: boolean };
  /** The newest trailer's /Size: object numbers from here on are free. */
  size: number;
  /**
   * Bytes free after `bytes` in its ArrayBuffer that belong to this revision (savePdf's
   * `room`): an update that fits is written there, not into a copy of the whole file.
   * 0 for bytes from elsewhere, whose memory beyond their end may be anyone's.
   */
  room: number;
  /** SHA-256 (hex) of `bytes`, when the step that made them hashed them (a filled signature). */
  sha256?: string;
}

/** Where the newest cross-reference section starts (the last `startxref`), and whether it is a stream or a table. */
function lastXref(bytes: Buffer): { offset: number; isStream: boolean } {
  const tail = bytes.toString('latin1', Math.max(0, bytes.length - TAIL_BYTES));
  const found = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail.slice(tail.lastIndexOf('startxref')));
  if (!found) throw new Error('no startxref at the end of the PDF');
  const offset = Number(found[1]);
  const head = bytes.toString('latin1', offset, Math.min(bytes.length, offset + 64));
  // Some writers point at the end of line before the section; readers accept it, so do we.
  if (/^\s*xref\s/.test(head)) return { offset, isStream: false };
  if (/^\s*\d+\s+\d+\s+obj\b/.test(head)) return { offset, isStream: true };
  throw new Error(`startxref points at neither an xref table nor a stream (offset ${offset})`);
}

/** The /Size the newest trailer (or cross-reference stream) declares, 0 when none can be read. */
function declaredSize(bytes: Buffer, xref: { offset: number; isStream: boolean }): number {
  const start = xref.isStream ? xref.offset : bytes.indexOf('trailer', xref.offset, 'latin1');
  const end = xref.isStream ? bytes.indexOf('stream', start, 'latin1') : bytes.indexOf('>>', start, 'latin1') + 2;
  return start < 0 || end <= start ? 0 : Number(/\/Size\s+(\d+)/.exec(bytes.toString('latin1', start, end))?.[1] ?? 0);
}

/**
 * Reads a PDF for an incremental update: pdf-lib parses its objects (xref tables or streams,
 * object streams, earlier updates), and the newest `startxref` says where the update's /Prev
 * must point and which kind of cross-reference section it continues. Throws on an encrypted
 * file (pdf-lib's EncryptedPDFError) and on one whose `startxref` points at no section.
 */
export async function readRevision(bytes: Buffer): Promise<PdfRevision> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const xref = lastXref(bytes);
  return { bytes, doc, xref, size: Math.max(declaredSize(bytes, xref), doc.context.largestObjectNumber + 1), room: 0 };
}

/**
 * The revision pdf-lib just saved from `doc` (savePdf): its objects are the document's own,
 * so nothing is parsed again. The document must not change but through PdfIncrement after.
 * `room`: what savePdf was asked to leave free after the bytes.
 */
export function savedRevision(bytes: Buffer, doc: PDFDocument, room = 0): PdfRevision {
  return { bytes, doc, xref: lastXref(bytes), size: doc.context.largestObjectNumber + 1, room };
}

function serialize(object: { sizeInBytes(): number; copyBytesInto(buffer: Uint8Array, offset: number): number }): Buffer {
  const out = Buffer.alloc(object.sizeInBytes());
  object.copyBytesInto(out, 0);
  return out;
}

/**
 * An incremental update (ISO 32000-1 §7.5.6) being made: new and changed objects, written
 * after the existing bytes with a cross-reference section of the same kind as the newest
 * one (a table after a table, a stream after a stream) listing only them, and a trailer
 * whose /Prev points at that section. Not one existing byte is changed, so every earlier
 * signature's byte range still covers what it signed.
 */
export class PdfIncrement {
  private readonly objects = new Map<number, { ref: PDFRef; object: PDFObject }>();
  private next: number;

  constructor(readonly revision: PdfRevision) {
    this.next = revision.size;
  }

  /** A new object under the next free number (also put in the document, so later lookups find it). */
  add(object: PDFObject): PDFRef {
    const ref = PDFRef.of(this.next++);
    this.revision.doc.context.assign(ref, object);
    this.objects.set(ref.objectNumber, { ref, object });
    return ref;
  }

  /** An existing object, changed: its new version replaces it for readers of the updated file. */
  update(ref: PDFRef, object: PDFObject): void {
    this.objects.set(ref.objectNumber, { ref, object });
  }

  /**
   * The file with the update appended (the revision's bytes, unchanged, as its prefix), as
   * the revision a further update continues from: written into the revision's room when it
   * fits (the file is not copied), else into a new Buffer. Call it once.
   */
  finish(): PdfRevision {
    const { bytes, doc, xref, room } = this.revision;
    const parts: Buffer[] = [bytes];
    let length = bytes.length;
    const push = (part: Buffer | string) => {
      const buffer = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
      parts.push(buffer);
      length += buffer.length;
    };
    if (!/[\r\n]/.test(String.fromCharCode(bytes[bytes.length - 1] ?? 10))) push('\n');
    const entries: { ref: PDFRef; offset: number }[] = [];
    const write = (ref: PDFRef, object: { sizeInBytes(): number; copyBytesInto(buffer: Uint8Array, offset: number): number }) => {
      entries.push({ ref, offset: length });
      push(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
      push(serialize(object));
      push('\nendobj\n');
    };
    for (const { ref, object } of [...this.objects.values()].sort((a, b) => a.ref.objectNumber - b.ref.objectNumber)) write(ref, object);

    const { Root, Info, ID } = doc.context.trailerInfo;
    const trailer = (objectCount: number) => doc.context.obj({ Size: objectCount, Root, Info, ID, Prev: PDFNumber.of(xref.offset) });
    const xrefOffset = length;
    if (xref.isStream) {
      // The stream lists itself too; uncompressed, so nothing in it needs decoding to be checked.
      const ref = PDFRef.of(this.next++);
      const stream = PDFCrossRefStream.of(trailer(this.next), [], false);
      for (const entry of [...entries, { ref, offset: xrefOffset }]) stream.addUncompressedEntry(entry.ref, entry.offset);
      write(ref, stream);
    } else {
      const section = PDFCrossRefSection.createEmpty();
      for (const entry of entries) section.addEntry(entry.ref, entry.offset);
      push(serialize(section));
      push(serialize(PDFTrailerDict.of(trailer(this.next))));
      push('\n');
    }
    push(serialize(PDFTrailer.forLastCrossRefSectionOffset(xrefOffset)));
    push('\n');
    const next = { doc, xref: { offset: xrefOffset, isStream: xref.isStream }, size: this.next };
    const added = length - bytes.length;
    if (added > room) return { ...next, bytes: Buffer.concat(parts, length), room: 0 };
    const grown = Buffer.from(bytes.buffer, bytes.byteOffset, length);
    let offset = bytes.length;
    for (const part of parts.slice(1)) offset += part.copy(grown, offset);
    return { ...next, bytes: grown, room: room - added };
  }
}
