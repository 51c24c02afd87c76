import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DocumentFile } from '../domain/documents/open-document-file.js';

/** Bytes made on request (a receipt) served like a stored file: whole or by range, with their digest. */
export function bytesFile(bytes: Buffer, contentType: string, fileName: string): DocumentFile {
  return {
    open: (range) => Promise.resolve(Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes])),
    contentType,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    fileName,
  };
}
