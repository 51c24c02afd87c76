import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentFile } from '../domain/documents/open-document-file.js';
import { contentDisposition } from './content-disposition.js';

/**
 * Answers with a stored file's bytes (not an envelope): streamed with their length,
 * the SHA-256 as ETag (an If-None-Match hit answers 304) and the file name. Documents
 * are personal: no cache, shared or private, keeps a copy.
 */
export function sendStoredFile(request: FastifyRequest, reply: FastifyReply, file: DocumentFile) {
  const etag = `"${file.sha256}"`;
  reply.header('etag', etag).header('cache-control', 'no-store');
  if (request.headers['if-none-match'] === etag) {
    file.body.destroy();
    return reply.status(304).send();
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.fileName))
    .send(file.body);
}
