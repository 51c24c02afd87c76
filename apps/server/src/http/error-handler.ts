import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ErrorCode, httpStatusOf, isAppError, pickLocale, type ErrorCode as Code, type ParameterIssue } from '@signet/contracts';
import { errorEnvelope } from './envelope.js';

/** The longest value one path parameter may have (Fastify's router refuses longer ones before routing). */
export const MAX_PATH_VALUE_LENGTH = 100;

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

/**
 * Fastify's router refuses some requests before any route or hook runs: a path value longer than
 * MAX_PATH_VALUE_LENGTH, a path that is not valid percent-encoding. They answer the envelope too,
 * with the reason (its `frameworkErrors` option).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? `a value in the path is longer than ${MAX_PATH_VALUE_LENGTH} characters`
      : error.code === 'FST_ERR_BAD_URL'
        ? 'the path is not valid percent-encoding'
        : 'the path cannot be read';
  request.log.info({ err: error }, 'refused before routing');
  const issue: ParameterIssue = { in: 'params', path: '', message };
  void sendError(request, reply, ErrorCode.ParameterError, { data: { issues: [issue] } });
}

/**
 * Node's HTTP parser refused the request (headers over its limit, a malformed request line, a
 * request too slow to arrive): there is no request for Fastify to answer, so the envelope is
 * written to the socket here, in the language the raw headers ask for when they got that far.
 */
export function answerClientError(error: Parameters<NonNullable<FastifyServerOptions['clientErrorHandler']>>[0], socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const message =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 'the request headers are larger than the server accepts'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 'the request did not arrive in time'
          : 'the request is not valid HTTP';
    // What the parser had read, a Buffer (typed otherwise by Fastify).
    const raw: unknown = error.rawPacket;
    const language = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(Buffer.isBuffer(raw) ? raw.toString('latin1') : '')?.[1];
    const issue: ParameterIssue = { in: error.code === 'HPE_HEADER_OVERFLOW' ? 'headers' : 'body', path: '', message };
    const body = JSON.stringify(errorEnvelope(ErrorCode.ParameterError, pickLocale(language), { data: { issues: [issue] } }));
    const status = httpStatusOf(ErrorCode.ParameterError);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
