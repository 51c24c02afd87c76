import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type z } from 'zod';
import {
  AppError,
  ErrorCode,
  type Operation,
  type OperationBody,
  type OperationParams,
  type OperationQuery,
  type OperationResult,
} from '@signet/contracts';
import type { AppDeps } from '../app-deps.js';
import type { RequestMeta } from '../domain/request-meta.js';
import type { ActiveSession } from '../domain/session/resolve-session.js';
import { assertBasicAuth } from './basic-auth.js';
import { successEnvelope } from './envelope.js';
import { requireSession } from './session-auth.js';

export interface HandlerContext<Op extends Operation> {
  params: OperationParams<Op>;
  query: OperationQuery<Op>;
  body: OperationBody<Op>;
  meta: RequestMeta;
  /** Present when the operation's auth is 'session'. */
  session: Op['auth'] extends 'session' ? ActiveSession : null;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type OperationHandler<Op extends Operation> = (
  context: HandlerContext<Op>,
) => Promise<z.input<Op['response']> | OperationResult<Op>>;

/** `/v1/sign/{flowId}` becomes Fastify's `/v1/sign/:flowId`. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function parseInput(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  throw new AppError(ErrorCode.ParameterError, {
    data: { issues: result.error.issues.map((issue) => ({ in: where, path: issue.path.join('.'), message: issue.message })) },
    detail: `invalid ${where}`,
  });
}

/**
 * Serves one contract operation: checks the caller (basic or session), validates
 * params, query and body with the operation's zod schemas (403 Parameter error on
 * failure), runs the handler and answers its data, parsed through the response
 * schema so nothing beyond the contract ever leaves, in the success envelope.
 */
export function registerOperation<Op extends Operation>(
  app: FastifyInstance,
  deps: AppDeps,
  operation: Op,
  handler: OperationHandler<Op>,
): void {
  app.route({
    method: operation.method,
    url: toFastifyPath(operation.path),
    handler: async (request, reply) => {
      if (operation.auth === 'basic') assertBasicAuth(request.headers.authorization, deps.config.appBasicAuth);
      const session =
        operation.auth === 'session'
          ? await requireSession(request, reply, { db: deps.database.db, ttlMs: deps.config.sessionTtlMs })
          : null;
      const context = {
        params: parseInput(operation.params, request.params, 'params'),
        query: parseInput(operation.query, request.query, 'query'),
        body: parseInput(operation.body, request.body, 'body'),
        meta: request.meta,
        session,
        deps,
        request,
        reply,
      } as HandlerContext<Op>;
      const data = operation.response.parse(await handler(context));
      return successEnvelope(data, request.meta.locale);
    },
  });
}
