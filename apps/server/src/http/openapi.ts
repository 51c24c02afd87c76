import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import {
  REFERENCE_TAGS,
  SIGNER_TOKEN_HEADER,
  ZEnvelope,
  ZErrorEnvelope,
  enUS,
  httpStatusOf,
  isFileResponse,
  operationDescriptions,
  operationErrors,
  operationExamples,
  referenceTagOf,
  type ErrorCode,
  type Operation,
} from '@signet/contracts';
import { idempotencyKeyHeader, rateHeaders, replayHeader, retryAfterHeader } from './openapi-headers.js';
import { SERVER_VERSION } from '../version.js';
import { webhookPathItems } from './openapi-webhooks.js';

const SECURITY: Record<Operation['auth'], ZodOpenApiOperationObject['security']> = {
  none: undefined,
  session: [{ token: [] }],
  basic: [{ appBasic: [] }],
  // A recipient's signer session, or the self-signing sender's own session.
  signer: [{ signerToken: [] }, { token: [] }],
};

/** An operation an API key may call: it answers the key's rate headers (api-key-auth.ts). */
const callableWithKey = (operation: Operation) => operation.auth === 'session' && !operation.sessionOnly;

/** Who may call it, said in every description from the operation's own auth flags. */
function whoMayCall(operation: Operation): string {
  switch (operation.auth) {
    case 'none':
      return 'Anyone; it needs no credentials.';
    case 'basic':
      return "The web client, with the app service's fixed basic authorization.";
    case 'signer':
      return "A recipient, with the signer session from bindSignerInfo (`x-signer-token`); the sender of a \"just need my signature\" agreement with their own session.";
    case 'session':
      if (operation.sessionOnly) return 'A signed-in person (`x-token`) only: an API key is refused (8102).';
      return operation.method === 'GET' ? 'A signed-in person (`x-token`), or any API key.' : 'A signed-in person (`x-token`), or a write API key (a read key is refused with 8101).';
  }
}

function describeText(operation: Operation): string {
  const parts = [operationDescriptions[operation.id] ?? operation.summary, `**Who may call it:** ${whoMayCall(operation)}`];
  if (operation.idempotent) parts.push('**Retries:** send an `Idempotency-Key`; a repeat within a day answers the first result.');
  return parts.join('\n\n');
}

/** The headers of every answer to this operation, failures included (a key's rate headers come on each). */
function answerHeaders(operation: Operation, extra?: z.ZodObject): { headers: z.ZodObject } | object {
  const schemas = [...(callableWithKey(operation) ? [rateHeaders] : []), ...(extra ? [extra] : [])];
  return schemas.length > 0 ? { headers: schemas.reduce((all, more) => all.extend(more.shape)) } : {};
}

/** A JSON operation answers the envelope; a download answers the bytes in one of its media types. */
function successResponse(operation: Operation): ZodOpenApiResponseObject {
  const response = operation.response;
  const headers = answerHeaders(operation, operation.idempotent ? replayHeader : undefined);
  if (!isFileResponse(response)) {
    const example = operationExamples[operation.id]?.response;
    return {
      description: 'Success envelope',
      ...headers,
      content: { 'application/json': { schema: ZEnvelope(response), ...(example === undefined ? {} : { example: { code: 200, data: shownExample(example), msg: enUS.http_error_200 } }) } },
    };
  }
  const bytes = z.string().meta({ format: 'binary', description: "The file's bytes." });
  return {
    description: "The file, with its SHA-256 as ETag (If-None-Match answers 304) and its name in Content-Disposition.",
    ...headers,
    content: Object.fromEntries(response.mediaTypes.map((type) => [type, { schema: bytes }])),
  };
}

/**
 * An example as the page shows it: a 64-bit id as its digits in quotes. On the wire ids are exact
 * JSON numbers, but a browser (Swagger UI) reads the document with JSON.parse and would show
 * 7300000335540961287 as 7300000335540961000; the document's description says so.
 */
function shownExample(value: unknown): unknown {
  if (typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map(shownExample);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shownExample(inner)]));
  return value;
}

const messageOf = (code: ErrorCode) => enUS[`http_error_${code}` as keyof typeof enUS] ?? '';

/**
 * The failures this operation can answer, one response per HTTP status, each listing its envelope
 * codes with their English message: the codes derived from the server's code for this operation
 * (operation-errors.generated.ts), not the whole catalogue.
 */
function errorResponses(operation: Operation): Record<string, ZodOpenApiResponseObject> {
  const codes = operationErrors[operation.id] as readonly ErrorCode[] | undefined;
  if (!codes) {
    return { default: { description: 'Failure: an error envelope (this operation\'s codes are not derived yet).', ...answerHeaders(operation), content: { 'application/json': { schema: ZErrorEnvelope } } } };
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(httpStatusOf(code), [...(byStatus.get(httpStatusOf(code)) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, sameStatus]) => {
      const rows = sameStatus.map((code) => `| ${code} | ${messageOf(code)} |`);
      const shown = sameStatus[sameStatus.length - 1]!;
      const tooMany = status === 429 && callableWithKey(operation);
      return [
        String(status),
        {
          description: ['The envelope\'s `code` is one of:', '', '| code | message (en-US) |', '| --- | --- |', ...rows].join('\n'),
          ...answerHeaders(operation, tooMany ? retryAfterHeader : undefined),
          content: { 'application/json': { schema: ZErrorEnvelope, example: { code: shown, data: null, msg: messageOf(shown) } } },
        } satisfies ZodOpenApiResponseObject,
      ];
    }),
  );
}

function requestBody(operation: Operation): Pick<ZodOpenApiOperationObject, 'requestBody'> {
  const example = operationExamples[operation.id];
  if (operation.body) {
    return { requestBody: { required: true, content: { 'application/json': { schema: operation.body, ...(example?.request === undefined ? {} : { example: shownExample(example.request) }) } } } };
  }
  if (!operation.multipart) return {};
  const schema = operation.multipart.fields.extend({ [operation.multipart.fileField]: z.string().meta({ format: 'binary', description: 'The file.' }) });
  return { requestBody: { required: true, content: { 'multipart/form-data': { schema, ...(example?.fields === undefined ? {} : { example: shownExample(example.fields) }) } } } };
}

function describeOperation(operation: Operation): ZodOpenApiOperationObject {
  const requestParams: NonNullable<ZodOpenApiOperationObject['requestParams']> = {};
  if (operation.params) requestParams.path = operation.params;
  if (operation.query) requestParams.query = operation.query;
  if (operation.idempotent) requestParams.header = idempotencyKeyHeader;
  return {
    operationId: operation.id,
    summary: operation.summary,
    description: describeText(operation),
    tags: [referenceTagOf(operation.path)],
    ...(SECURITY[operation.auth] ? { security: callableWithKey(operation) ? [...(SECURITY.session ?? []), { apiKey: [] }] : SECURITY[operation.auth] } : {}),
    requestParams,
    ...requestBody(operation),
    responses: { 200: successResponse(operation), ...errorResponses(operation) },
    'x-error-codes': operationErrors[operation.id] ?? [],
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
        'Messages follow the `Accept-Language` header (en-US or zh-CN). ' +
        'Examples show ids in quotes so that every digit survives a browser; send and expect them as numbers. ' +
        'Each operation lists the envelope codes it can answer, derived from the server\'s code (docs/api-reference.md). ' +
        'Calls made with an API key answer their rate budget in `X-RateLimit-*` and the IETF `RateLimit` and `RateLimit-Policy` headers.',
    },
    tags: REFERENCE_TAGS.map(({ name, description }) => ({ name, description })),
    servers: [{ url: serverUrl }],
    // What Signet posts to webhook endpoints (issue 38), one schema per event.
    webhooks: webhookPathItems(),
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
