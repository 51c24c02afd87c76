import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { ErrorCode, LIMITS, operations } from '@signet/contracts';
import type { AppDeps } from './app-deps.js';
import type { RequestMeta } from './domain/request-meta.js';
import { serveApiDocs } from './http/api-docs.js';
import { useCompression } from './http/compression.js';
import { answerClientError, answerFrameworkError, installErrorHandlers, MAX_PATH_VALUE_LENGTH, sendError } from './http/error-handler.js';
import { registerHealthRoutes } from './http/health-routes.js';
import { useRequestMetrics } from './http/request-metrics.js';
import { useLosslessJson } from './http/json.js';
import { readRequestMeta } from './http/request-meta.js';
import { useSecurityHeaders, VIEWER_PAGE_PREFIX } from './http/security-headers.js';
import { defaultWebRoot, embeddedRecipientOf, isPageRequest, isSignerPage, serveWebApp, signerRootOf } from './http/web-app.js';
import { embedOriginsOfRecipient } from './domain/embedding/embed-origins.js';
import { registerRoutes } from './routes/index.js';
import { signerPageHtmlFor } from './http/signer-page/serve-signer-page.js';
import { fastifyLogging } from './observability/logger.js';

declare module 'fastify' {
  interface FastifyRequest {
    meta: RequestMeta;
  }
  interface FastifyContextConfig {
    /** The route takes a multipart upload: a body over its limit answers 5007, not 403. */
    multipart?: boolean;
  }
}

export interface BuildAppOptions {
  /** Folder of the built SPA; by default apps/web/dist. Missing build = API only. */
  webRoot?: string;
}

/** Builds the HTTP server: API, docs and the SPA on one port. Listening is the caller's job. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...fastifyLogging(deps.config, deps.logger),
    // Off unless TRUST_PROXY names the proxies in front: X-Forwarded-For is otherwise whatever a caller typed.
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // What Fastify and Node refuse before a route runs answers the envelope too.
    routerOptions: { maxParamLength: MAX_PATH_VALUE_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  if (deps.metrics) useRequestMetrics(app, deps.metrics);
  useLosslessJson(app);
  const security = await useSecurityHeaders(app, deps.config);
  installErrorHandlers(app);
  await useCompression(app);
  app.decorateRequest('meta', null as unknown as RequestMeta);
  app.addHook('onRequest', async (request) => {
    request.meta = readRequestMeta(request.headers, request.ip, request.hostname);
  });

  // Uploads are streamed part by part (receive-upload.ts); these are the ceilings,
  // each request lowers the file size to the caller's plan.
  await app.register(fastifyMultipart, { limits: { fileSize: LIMITS.maxFileBytes, files: 1 } });
  registerHealthRoutes(app, deps.readiness);
  registerRoutes(app, deps);
  const served = deps.config.devTools ? operations : operations.filter((operation) => !operation.devOnly);
  await serveApiDocs(app, served, deps.config.publicUrl);
  const webRoot = options.webRoot ?? defaultWebRoot;
  const hasWeb = await serveWebApp(app, webRoot);
  const signerRoot = signerRootOf(webRoot);
  const hasSigner = hasWeb && existsSync(path.join(signerRoot, 'sign.html'));

  app.setNotFoundHandler(async (request, reply) => {
    if (hasWeb && isPageRequest(request.method, request.url, request.headers.accept)) {
      if (request.url.startsWith(VIEWER_PAGE_PREFIX)) await security.allowViewerFraming(reply);
      // A signing page loaded in a frame: the sites its agreement's owner registered may frame it (issue 18).
      const embedded = embeddedRecipientOf(request.url, request.headers['sec-fetch-dest']);
      if (embedded !== null) {
        const origins = await embedOriginsOfRecipient(deps.database.db, embedded);
        if (origins.length > 0) await security.allowFramingBy(reply, origins);
      }
      // The signer's pages have an entry of their own (decision 024), its first screen written in (issue 37).
      if (hasSigner && isSignerPage(request.url)) {
        const html = await signerPageHtmlFor({ db: deps.database.db, signerRoot, pageImageKey: deps.pageImageKey }, request.url, request.meta.locale);
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(request, reply, ErrorCode.NotFound);
  });
  return app;
}
