import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNER_TOKEN_HEADER } from '@signet/contracts';
import type { AppDeps } from '../app-deps.js';
import type { SignerCredentials } from '../domain/signing/signer-access.js';
import { resolveRequestSession } from './session-auth.js';

/**
 * The signer's credentials from the request: `x-signer-token`, else the signed-in
 * user of `x-token` (only useful for their own "Just need my signature" agreement).
 * A bad x-token is not an error here: without a signer token the domain answers 7404.
 */
export async function signerCredentials(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): Promise<SignerCredentials> {
  const header = request.headers[SIGNER_TOKEN_HEADER];
  const signerToken = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (signerToken) return { signerToken, userId: null };
  const resolution = await resolveRequestSession(request, reply, { db: deps.database.db, ttlMs: deps.config.sessionTtlMs });
  return { signerToken: '', userId: resolution.status === 'active' ? resolution.session.userId : null };
}
