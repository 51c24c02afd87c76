import { extensionOf, isAcceptedFileName } from '@signet/contracts';
import type { DocumentKind } from '../../db/schema/documents.js';
import { decodeText } from './decode-text.js';

export interface DetectedType {
  kind: DocumentKind;
  /** The content type the bytes really are; served back with the original. */
  contentType: string;
  /** Extension for the stored original. */
  extension: string;
  /** A text file's decoded content (read once here, converted later). */
  text?: string;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
/** PDF readers accept the header anywhere in the first kilobyte (junk before it happens). */
const PDF_HEADER_WINDOW = 1024;

/** How many leading bytes `sniffBinaryType` needs. */
export const SNIFF_BYTES = PDF_HEADER_WINDOW;

/** A binary format recognised by its magic number, or null. */
export function sniffBinaryType(head: Buffer): DetectedType | null {
  if (head.subarray(0, PDF_HEADER_WINDOW).includes('%PDF-')) return { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' };
  if (head.subarray(0, PNG.length).equals(PNG)) return { kind: 'image', contentType: 'image/png', extension: 'png' };
  if (head.subarray(0, JPEG.length).equals(JPEG)) return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' };
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') {
    return { kind: 'image', contentType: 'image/webp', extension: 'webp' };
  }
  return null;
}

/**
 * What an uploaded file is, decided by its content: the name only has to carry
 * one of the spec 5 extensions (any case). A PDF, PNG, JPEG or WebP is what its
 * magic number says, whatever its extension; a file named .txt must be text
 * (UTF-8, or UTF-16 with a BOM, without NUL). Anything else, e.g. a program
 * renamed to x.pdf, is null: the caller answers 'file_type_unsupported'.
 * `readAll` is called only for a text candidate.
 */
export async function detectFileType(fileName: string, head: Buffer, readAll: () => Promise<Buffer>): Promise<DetectedType | null> {
  if (!isAcceptedFileName(fileName)) return null;
  const binary = sniffBinaryType(head);
  if (binary) return binary;
  if (extensionOf(fileName) !== 'txt') return null;
  const decoded = decodeText(await readAll());
  if (!decoded) return null;
  return { kind: 'text', contentType: `text/plain; charset=${decoded.encoding}`, extension: 'txt', text: decoded.text };
}
