import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { ZEnvelope, ZErrorEnvelope, allErrorCodes, type Operation } from '@signet/contracts';
import { SERVER_VERSION } from '../version.js';

const errorResponse = {
  description: `Failure: \`code\` is one of ${allErrorCodes.filter((c) => c !== 200).join(', ')} and \`msg\` is translated.`,
  content: { 'application/json': { schema: ZErrorEnvelope } },
};

function describeOperation(operation: Operation): ZodOpenApiOperationObject {
  const requestParams: NonNullable<ZodOpenApiOperationObject['requestParams']> = {};
  if (operation.params) requestParams.path = operation.params;
  if (operation.query) requestParams.query = operation.query;
  return {
    operationId: operation.id,
    summary: operation.summary,
    tags: [operation.service],
    ...(operation.auth === 'session' ? { security: [{ token: [] }] } : {}),
    ...(operation.auth === 'basic' ? { security: [{ appBasic: [] }] } : {}),
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
      200: { description: 'Success envelope', content: { 'application/json': { schema: ZEnvelope(operation.response) } } },
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
        appBasic: { type: 'http', scheme: 'basic', description: 'The fixed web-client credential of the app service.' },
      },
    },
    paths,
  });
}
