import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type z } from 'zod';
import {
  AppError,
  enUS,
  ErrorCode,
  isFileResponse,
  LIMITS,
  type FileResponse,
  type MessageKey,
  type ParameterIssue,
  type Operation,
  type OperationBody,
  type OperationParams,
  type OperationQuery,
  type OperationResult,
} from '@signet/contracts';
import type { AppDeps } from '../app-deps.js';
import type { RequestMeta } from '../domain/request-meta.js';
import type { DocumentFile } from '../domain/documents/open-document-file.js';
import type { ActiveSession } from '../domain/session/resolve-session.js';
import type { SignerCredentials } from '../domain/signing/signer-access.js';
import { assertBasicAuth } from './basic-auth.js';
import { successEnvelope } from './envelope.js';
import { receiveUpload, type UploadedFile } from './receive-upload.js';
import { requireSession } from './session-auth.js';
import { signerCredentials } from './signer-credentials.js';
import { sendStoredFile } from './stored-file-reply.js';
import { bearerOf, requireApiKey } from './api-key-auth.js';
import { idempotencyKeyOf, runOnce } from './idempotency.js';

export interface HandlerContext<Op extends Operation> {
  params: OperationParams<Op>;
  query: OperationQuery<Op>;
  body: OperationBody<Op>;
  /** A multipart operation's file, on disk until the handler returns; null when the request had none. */
  file: Op['multipart'] extends object ? UploadedFile | null : null;
  /** A multipart operation's text fields, parsed with its `multipart.fields` schema. */
  fields: Op['multipart'] extends { fields: infer F extends z.ZodType } ? z.output<F> : undefined;
  meta: RequestMeta;
  /** Present when the operation's auth is 'session'. */
  session: Op['auth'] extends 'session' ? ActiveSession : null;
  /** The recipient's credentials when the operation's auth is 'signer'; the domain checks them. */
  signer: Op['auth'] extends 'signer' ? SignerCredentials : null;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the response's data, or for a download the stored file to stream. */
export type OperationHandler<Op extends Operation> = (
  context: HandlerContext<Op>,
) => Promise<Op['response'] extends FileResponse ? DocumentFile : Op['response'] extends z.ZodType ? z.input<Op['response']> | OperationResult<Op> : never>;

/** `/v1/sign/{flowId}` becomes Fastify's `/v1/sign/:flowId`. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export interface RegisterOptions {
  /**
   * The largest file a multipart operation accepts from this caller (e.g. their
   * plan's); never more than LIMITS.maxFileBytes. Larger uploads answer 5007.
   */
  maxFileBytes?: (session: ActiveSession | null) => Promise<number>;
  /** A larger JSON body than the app's default (e.g. signature images). */
  bodyLimit?: number;
}

function isMessageKey(message: string): message is MessageKey {
  return Object.hasOwn(enUS, message);
}

/**
 * Validation failure as 403. When a schema's issue message is a catalogue key
 * (e.g. 'up_to_chars'), the answer's msg is that message, its {{n}} the issue's limit.
 */
function parseInput(schema: z.ZodType | undefined, value: unknown, where: ParameterIssue['in']): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const keyed = result.error.issues.find((issue) => isMessageKey(issue.message));
  const limit = keyed && 'maximum' in keyed ? keyed.maximum : keyed && 'minimum' in keyed ? keyed.minimum : undefined;
  throw new AppError(ErrorCode.ParameterError, {
    ...(keyed ? { messageKey: keyed.message as MessageKey } : {}),
    ...(limit === undefined ? {} : { values: { n: Number(limit) } }),
    data: { issues: result.error.issues.map((issue) => ({ in: where, path: issue.path.join('.'), message: issue.message })) },
    detail: `invalid ${where}`,
  });
}

/**
 * Serves one contract operation: checks the caller (basic, session or API key; a signer's
 * credentials are read for the domain to check), validates params, query and body
 * with the operation's zod schemas (403 Parameter error on failure), runs the handler
 * and answers its data, parsed through the response schema so nothing beyond the
 * contract ever leaves, in the success envelope. A download answers the stored file's
 * bytes instead (errors are still envelopes).
 */
export function registerOperation<Op extends Operation>(
  app: FastifyInstance,
  deps: AppDeps,
  operation: Op,
  handler: OperationHandler<Op>,
  options: RegisterOptions = {},
): void {
  app.route({
    method: operation.method,
    url: toFastifyPath(operation.path),
    config: { multipart: Boolean(operation.multipart) },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      if (operation.auth === 'basic') assertBasicAuth(request.headers.authorization, deps.config.appBasicAuth);
      const apiKey = operation.auth === 'session' ? bearerOf(request) : null;
      const session =
        operation.auth !== 'session'
          ? null
          : apiKey
            ? await requireApiKey(request, reply, apiKey, operation, { db: deps.database.db, perMinute: deps.config.apiKeys.perMinute })
            : await requireSession(request, reply, { db: deps.database.db, ttlMs: deps.config.sessionTtlMs });
      const params = parseInput(operation.params, request.params, 'params');
      const query = parseInput(operation.query, request.query, 'query');
      const signer = operation.auth === 'signer' ? await signerCredentials(request, reply, deps) : null;
      const upload = operation.multipart
        ? await receiveUpload(request, {
            fileField: operation.multipart.fileField,
            maxBytes: Math.min(LIMITS.maxFileBytes, (await options.maxFileBytes?.(session)) ?? LIMITS.maxFileBytes),
            tempDir: path.join(deps.config.dataDir, 'tmp', 'uploads'),
          })
        : null;
      try {
        const context = {
          params,
          query,
          body: operation.multipart ? undefined : parseInput(operation.body, request.body, 'body'),
          file: upload?.file ?? null,
          fields: upload && operation.multipart ? parseInput(operation.multipart.fields, upload.fields, 'body') : undefined,
          meta: request.meta,
          session,
          signer,
          deps,
          request,
          reply,
        } as HandlerContext<Op>;
        const response = operation.response;
        if (isFileResponse(response)) return sendStoredFile(request, reply, (await handler(context)) as DocumentFile);
        const run = async (): Promise<unknown> => response.parse(await handler(context));
        const idempotencyKey = operation.idempotent && session ? idempotencyKeyOf(request) : null;
        const data = idempotencyKey && session ? await runOnce(deps.database.db, reply, { userId: session.userId, key: idempotencyKey, operation, params, body: context.body }, run) : await run();
        return successEnvelope(data, request.meta.locale);
      } finally {
        if (upload?.file) await rm(upload.file.path, { force: true });
      }
    },
  });
}
