import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { createEmbeddedUrl } from '../../domain/embedding/create-embedded-url.js';
import { getEmbedOrigins, setEmbedOrigins } from '../../domain/embedding/embed-origins.js';
import { actorOf } from '../../http/actor.js';
import { registerOperation } from '../../http/register-operation.js';

/** Embedded signing (issue 18): the sites that may frame the signing pages, and short-lived URLs for them. */
export function registerEmbeddingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  registerOperation(app, deps, contract.getEmbedOrigins, async ({ session }) => ({ origins: await getEmbedOrigins(db, session.userId) }));
  registerOperation(app, deps, contract.setEmbedOrigins, async ({ session, body }) => ({ origins: await setEmbedOrigins(db, { userId: session.userId, origins: body.origins }) }));
  registerOperation(app, deps, contract.createEmbeddedSigningUrl, async ({ session, meta, params }) =>
    createEmbeddedUrl(db, { actor: actorOf(session, meta), agreementId: params.agreementId, recipientId: params.recipientId, publicUrl: deps.config.publicUrl }),
  );
}
