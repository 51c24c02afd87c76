import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, DOCUMENT_FILE_VARIANTS, ErrorCode } from '@signet/contracts';
import type { DocumentFile } from '../domain/documents/open-document-file.js';
import { contentDisposition } from './content-disposition.js';

/** `?variant=pdf|original` of the file routes; the PDF when absent. */
export const ZFileQuery = z.object({ variant: z.enum(DOCUMENT_FILE_VARIANTS).default('pdf') });

/** Parses a file route's params or query like registerOperation does: 403 with the failing fields. */
export function parseRouteInput<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError(ErrorCode.ParameterError, {
    data: { issues: result.error.issues.map((issue) => ({ in: where, path: issue.path.join('.'), message: issue.message })) },
  });
}

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
