import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Operation } from '@signet/contracts';
import { buildOpenApiDocument } from './openapi.js';

/**
 * The OpenAPI document at /v1/openapi.json (a document, so not wrapped in the
 * envelope) and a readable page at /v1/docs. Swagger UI's assets ship inside the
 * npm package, so the page works without outside network.
 */
export async function serveApiDocs(app: FastifyInstance, operations: readonly Operation[], publicUrl: string) {
  const document = buildOpenApiDocument(operations, publicUrl);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/v1/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
