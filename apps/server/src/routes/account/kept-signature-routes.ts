import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { deleteKeptSignature } from '../../domain/kept-signatures/delete-kept-signature.js';
import { offerKeptSignatures } from '../../domain/kept-signatures/offer-kept-signatures.js';
import { keptSignaturesOf } from '../../domain/kept-signatures/present-kept-signatures.js';
import { saveKeptSignature } from '../../domain/kept-signatures/save-kept-signature.js';
import { registerOperation } from '../../http/register-operation.js';
import { resolveRequestSession } from '../../http/session-auth.js';

/** Room for one signature image of up to 1 MB in base64. */
const SAVE_BODY_LIMIT = 2 * 1024 * 1024;

/** A kept signature and initials (issue 36): kept in the account centre, offered on the signing page. */
export function registerKeptSignatureRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  registerOperation(app, deps, contract.getKeptSignatures, async ({ session }) => keptSignaturesOf(db, deps.files, session.userId));

  registerOperation(
    app,
    deps,
    contract.saveKeptSignature,
    async ({ session, params, body }) => saveKeptSignature(db, deps.files, { userId: session.userId, kind: params.kind, image: body.image, madeBy: body.madeBy }),
    { bodyLimit: SAVE_BODY_LIMIT },
  );

  registerOperation(app, deps, contract.deleteKeptSignature, async ({ session, params }) => deleteKeptSignature(db, deps.files, { userId: session.userId, kind: params.kind }));

  // The signer's call also reads the browser's own session, if any: a stale or missing one simply offers nothing.
  registerOperation(app, deps, contract.getSignerKeptSignatures, async ({ params, signer, meta, request, reply }) => {
    const resolution = await resolveRequestSession(request, reply, { db, ttlMs: deps.config.sessionTtlMs });
    return offerKeptSignatures(db, deps.files, {
      recipientId: params.recipientId,
      credentials: signer,
      accountUserId: resolution.status === 'active' ? resolution.session.userId : null,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
  });
}
