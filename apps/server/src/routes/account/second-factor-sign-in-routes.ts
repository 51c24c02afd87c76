import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { presentLogin } from '../../domain/account/present-user.js';
import { beginSecondFactorPasskey, completeSecondFactorSignIn } from '../../domain/two-factor/complete-second-factor-sign-in.js';
import { beginPasskeySignIn, passkeySignIn } from '../../domain/two-factor/passkey-sign-in.js';
import { relyingParty } from '../../domain/two-factor/relying-party.js';
import { registerOperation } from '../../http/register-operation.js';
import { signInMeta } from './sign-in-meta.js';

/** Signing in with a second factor after the password or e-mail code, or with a passkey alone (issue 35). */
export function registerSecondFactorSignInRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const ttlMs = deps.config.sessionTtlMs;
  const rp = relyingParty(deps.config.publicUrl);

  registerOperation(app, deps, contract.beginSecondFactorPasskey, async ({ body }) => ({ options: await beginSecondFactorPasskey(db, { ticket: body.ticket, rp }) }));
  registerOperation(app, deps, contract.completeSecondFactorSignIn, async ({ body, meta }) =>
    presentLogin(await completeSecondFactorSignIn(db, { ticket: body.ticket, proof: body.proof, meta: signInMeta(meta, body), ttlMs, rp })),
  );
  registerOperation(app, deps, contract.beginPasskeySignIn, async () => ({ options: await beginPasskeySignIn(db, { rp }) }));
  registerOperation(app, deps, contract.passkeySignIn, async ({ body, meta }) =>
    presentLogin(await passkeySignIn(db, { assertion: body.assertion, meta: signInMeta(meta, body), ttlMs, rp })),
  );
}
