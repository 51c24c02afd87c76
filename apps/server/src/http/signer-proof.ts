import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNER_TOKEN_HEADER } from '@signet/contracts';
import type { AppDeps } from '../app-deps.js';
import { findUserById } from '../domain/account/users-repository.js';
import { passedSecondFactor } from '../domain/session/second-factor.js';
import type { SignerProof } from '../domain/signing/identify-signer.js';
import { resolveRequestSession } from './session-auth.js';

/**
 * What an opener of a signing link brings besides the body: a signer session this browser
 * already holds (`x-signer-token`), and the signed-in account (`x-token`) with whether its
 * session passed a second factor. Neither is an error when missing or stale: the link decides.
 */
export async function signerProofOf(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): Promise<Pick<SignerProof, 'signerToken' | 'account'>> {
  const header = request.headers[SIGNER_TOKEN_HEADER];
  const signerToken = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
  const resolution = await resolveRequestSession(request, reply, { db: deps.database.db, ttlMs: deps.config.sessionTtlMs });
  if (resolution.status !== 'active') return { signerToken, account: null };
  const user = await findUserById(deps.database.db, resolution.session.userId);
  return { signerToken, account: user?.email ? { email: user.email, secondFactor: passedSecondFactor(resolution.session) } : null };
}
