import type { FastifyInstance } from 'fastify';
import { parseJson, stringifyJson } from '@signet/contracts';

/**
 * JSON in and out through the lossless parser, so 64-bit ids arrive as bigint and
 * leave as bare JSON numbers, exact to the last digit (spec 5).
 */
export function useLosslessJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, parseJson(text));
    } catch {
      const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });
  app.setReplySerializer((payload) => stringifyJson(payload));
}
