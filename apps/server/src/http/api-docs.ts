import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Operation } from '@signet/contracts';
import type { buildOpenApiDocument } from './openapi.js';
import { API_DOCS_CSS } from './api-docs-style.js';

type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/**
 * What @fastify/swagger's static mode gives Swagger UI, `app.swagger()`, with the document built
 * at its first request instead of at start-up: zod-openapi and the document (about 9 MB of a
 * server's memory) are paid for only on servers where someone reads the API docs.
 */
const lazyApiDocument = fp<{ document: () => OpenApiDocument }>(
  async (app, { document }) => {
    app.decorate('swagger', document);
  },
  // Swagger UI declares @fastify/swagger as its dependency; this plugin stands in for it.
  { name: '@fastify/swagger', fastify: '5.x' },
);

/**
 * The OpenAPI document at /v1/openapi.json (a document, so not wrapped in the
 * envelope) and a readable page at /v1/docs. Swagger UI's assets ship inside the
 * npm package, so the page works without outside network.
 */
export async function serveApiDocs(app: FastifyInstance, operations: readonly Operation[], publicUrl: string) {
  let built: OpenApiDocument | null = null;
  const ensureBuilt = async () => {
    if (built) return built;
    const { buildOpenApiDocument: build } = await import('./openapi.js');
    built ??= build(operations, publicUrl);
    return built;
  };
  const documentOrFail = () => {
    if (!built) throw new Error('the OpenAPI document is read before it was built');
    return built;
  };

  await app.register(async (docs) => {
    // Swagger UI reads the document synchronously; every request of its pages builds it first.
    docs.addHook('onRequest', async () => void (await ensureBuilt()));
    await docs.register(lazyApiDocument, { document: documentOrFail });
    // Tags closed, each opened on demand: past about 144 operations Swagger UI 5 stops drawing an
    // all-open list part way (no error), and 150 operations read better by tag anyway.
    // The sections' filter finds one quickly; the schema list at the foot is left closed (each
    // operation shows its own schemas), and our stylesheet keeps a phone from scrolling sideways.
    await docs.register(fastifySwaggerUi, {
      routePrefix: '/v1/docs',
      uiConfig: { docExpansion: 'none', filter: true, defaultModelsExpandDepth: -1, displayOperationId: true },
      theme: { title: 'Signet API reference', css: [{ filename: 'signet-api-docs.css', content: API_DOCS_CSS }] },
    });
    docs.get('/v1/openapi.json', async () => documentOrFail());
  });
}
