import type { FastifyReply, FastifyRequest } from 'fastify';
import { combineRanges, parse as parseRange } from 'range-parser';
import type { ByteRange } from '../storage/file-store.js';
import type { DocumentFile } from '../domain/documents/open-document-file.js';
import { contentDisposition } from './content-disposition.js';

/**
 * The one byte range a request asks for, null for the whole file (no Range header, several
 * ranges, a malformed header, or an If-Range naming another version), or 'unsatisfiable'
 * when it starts past the end.
 */
export function requestedRange(header: string | undefined, ifRange: string | undefined, etag: string, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header || (ifRange !== undefined && ifRange !== etag)) return null;
  // code: bit 1 a malformed element (the header is ignored, as RFC 9110 allows), bit 2 a range past the end.
  const { code, type, ranges } = parseRange(size, header);
  if (code & 1 || type !== 'bytes') return null;
  const combined = combineRanges(ranges);
  if (combined.length === 0) return code & 2 ? 'unsatisfiable' : null;
  const [range] = combined;
  return combined.length === 1 && range ? { start: range.start, end: range.end } : null;
}

/**
 * Answers with a stored file's bytes (not an envelope): streamed with their length,
 * the SHA-256 as ETag (an If-None-Match hit answers 304) and the file name. A Range
 * request gets only those bytes (206), so pdf.js shows page 1 of a 500-page file
 * without fetching the rest first. Documents are personal: no cache, shared or
 * private, keeps a copy, unless the file says otherwise (a page image, for its link's life).
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, file: DocumentFile) {
  const etag = `"${file.sha256}"`;
  reply.header('etag', etag).header('cache-control', file.cacheControl ?? 'no-store').header('accept-ranges', 'bytes');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const ifRange = request.headers['if-range'];
  const range = requestedRange(request.headers.range, typeof ifRange === 'string' ? ifRange : undefined, etag, file.size);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${file.size}`).send();
  const body = await file.open(range ?? undefined);
  reply.header('content-type', file.contentType).header('content-disposition', contentDisposition(file.fileName));
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(body);
  }
  return reply.header('content-length', String(file.size)).send(body);
}
