import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, httpStatusOf, isAppError, pickLocale, type ErrorCode as Code } from '@signet/contracts';
import { errorEnvelope } from './envelope.js';

function localeOf(request: FastifyRequest) {
  return request.meta?.locale ?? pickLocale(request.headers['accept-language']);
}

/** Sends an error envelope with the status that belongs to the code. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: Code,
  options: Parameters<typeof errorEnvelope>[2] = {},
) {
  return reply.status(httpStatusOf(code)).send(errorEnvelope(code, localeOf(request), options));
}

function isFastifyClientError(error: unknown): error is FastifyError {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * One place maps every failure to the envelope: catalogue errors as they are,
 * malformed requests (bad JSON, wrong content type, too large) as 403 Parameter error,
 * and anything else as the generic 500, logged here and never shown to the client.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (isAppError(error)) {
      return sendError(request, reply, error.code, {
        messageKey: error.messageKey,
        values: error.values,
        data: error.data,
      });
    }
    if (isFastifyClientError(error)) {
      // An upload too large for any limit is a file size problem, whatever layer noticed it.
      if (error.statusCode === 413 && request.routeOptions.config.multipart) {
        reply.header('connection', 'close');
        return sendError(request, reply, ErrorCode.FileSizeExceed);
      }
      if (error.statusCode === 404) return sendError(request, reply, ErrorCode.NotFound);
      request.log.info({ err: error }, 'rejected malformed request');
      return sendError(request, reply, ErrorCode.ParameterError);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, ErrorCode.InternalError);
  });
}
