import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { SIGNER_TOKEN_HEADER, ZEnvelope, ZErrorEnvelope, allErrorCodes, isFileResponse, type Operation } from '@signet/contracts';
import { SERVER_VERSION } from '../version.js';

const errorResponse = {
  description: `Failure: \`code\` is one of ${allErrorCodes.filter((c) => c !== 200).join(', ')} and \`msg\` is translated.`,
  content: { 'application/json': { schema: ZErrorEnvelope } },
};

const SECURITY: Record<Operation['auth'], ZodOpenApiOperationObject['security']> = {
  none: undefined,
  session: [{ token: [] }],
  basic: [{ appBasic: [] }],
  // A recipient's signer session, or the self-signing sender's own session.
  signer: [{ signerToken: [] }, { token: [] }],
};

/** An operation an API key may call: it answers the key's rate headers (api-key-auth.ts). */
const callableWithKey = (operation: Operation) => operation.auth === 'session' && !operation.sessionOnly;

const rateHeaders = z.object({
  'X-RateLimit-Limit': z.string().optional().meta({ description: 'Calls this API key may make a minute (only on calls made with a key).' }),
  'X-RateLimit-Remaining': z.string().optional().meta({ description: "Calls left in this key's current minute; refused calls count too." }),
});

const replayHeader = z.object({
  'Idempotent-Replayed': z.literal('true').optional().meta({ description: 'Present when this is the stored answer to an earlier call with the same Idempotency-Key.' }),
});

const idempotencyKeyHeader = z.object({
  'Idempotency-Key': z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/)
    .optional()
    .meta({
      description:
        'Makes a retry safe: the same key with the same request within a day answers the first result (with Idempotent-Replayed: true) without running again; the same key with another request is refused (8104). 1 to 255 visible ASCII characters.',
    }),
});

/** A JSON operation answers the envelope; a download answers the bytes in one of its media types. */
function successResponse(operation: Operation): ZodOpenApiResponseObject {
  const response = operation.response;
  const headerSchemas = [...(callableWithKey(operation) ? [rateHeaders] : []), ...(operation.idempotent ? [replayHeader] : [])];
  const headers = headerSchemas.length > 0 ? { headers: headerSchemas.reduce((all, more) => all.extend(more.shape)) } : {};
  if (!isFileResponse(response)) {
    return { description: 'Success envelope', ...headers, content: { 'application/json': { schema: ZEnvelope(response) } } };
  }
  const bytes = z.string().meta({ format: 'binary', description: "The file's bytes." });
  return {
    description: "The file, with its SHA-256 as ETag (If-None-Match answers 304) and its name in Content-Disposition.",
    ...headers,
    content: Object.fromEntries(response.mediaTypes.map((type) => [type, { schema: bytes }])),
  };
}

/** The answer once a key has used up its minute: the envelope with code 429, and when to try again. */
const tooManyResponse: ZodOpenApiResponseObject = {
  description: 'This API key has made its calls for this minute (envelope code 429).',
  headers: rateHeaders.extend({ 'Retry-After': z.string().meta({ description: 'Seconds until the key may call again.' }) }),
  content: { 'application/json': { schema: ZErrorEnvelope } },
};

function describeOperation(operation: Operation): ZodOpenApiOperationObject {
  const requestParams: NonNullable<ZodOpenApiOperationObject['requestParams']> = {};
  if (operation.params) requestParams.path = operation.params;
  if (operation.query) requestParams.query = operation.query;
  if (operation.idempotent) requestParams.header = idempotencyKeyHeader;
  return {
    operationId: operation.id,
    summary: operation.summary,
    tags: [operation.service],
    ...(SECURITY[operation.auth] ? { security: operation.auth === 'session' && !operation.sessionOnly ? [...(SECURITY.session ?? []), { apiKey: [] }] : SECURITY[operation.auth] } : {}),
    requestParams,
    ...(operation.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: operation.body } } } }
      : {}),
    ...(operation.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: operation.multipart.fields.extend({
                  [operation.multipart.fileField]: z.string().meta({ format: 'binary', description: 'The file.' }),
                }),
              },
            },
          },
        }
      : {}),
    responses: {
      200: successResponse(operation),
      ...(callableWithKey(operation) ? { 429: tooManyResponse } : {}),
      default: errorResponse,
    },
  };
}

/** The OpenAPI 3.1 document, generated from the same zod contracts that validate requests. */
export function buildOpenApiDocument(operations: readonly Operation[], serverUrl: string): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of operations) {
    const item = (paths[operation.path] ??= {});
    item[operation.method.toLowerCase() as 'get'] = describeOperation(operation);
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Signet API',
      version: SERVER_VERSION,
      description:
        'Every response is the envelope `{code, data, msg}`; `code` 200 is success. ' +
        '64-bit ids are JSON numbers beyond 2^53: parse them losslessly. ' +
        'Messages follow the `Accept-Language` header (en-US or zh-CN).',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'x-token' },
        signerToken: { type: 'apiKey', in: 'header', name: SIGNER_TOKEN_HEADER, description: "A recipient's signer session, from bindSignerInfo." },
        appBasic: { type: 'http', scheme: 'basic', description: 'The fixed web-client credential of the app service.' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key made in the account centre (`sgk_…`), as `Authorization: Bearer sgk_…`. A read key may call GET operations only; signing in, devices and keys need the web session.',
        },
      },
    },
    paths,
  });
}
