import type { FastifyInstance } from 'fastify';
import * as contract from '@signet/contracts';
import type { AppDeps } from '../../app-deps.js';
import { reauthenticate } from '../../domain/account/reauthenticate.js';
import { disableTwoFactor, regenerateRecoveryCodes, removePasskey, renamePasskey } from '../../domain/two-factor/manage-factors.js';
import { passkeyAssertionOptions } from '../../domain/two-factor/passkey-assertion.js';
import { addPasskey, beginPasskeyRegistration } from '../../domain/two-factor/passkey-registration.js';
import { relyingParty } from '../../domain/two-factor/relying-party.js';
import { beginTotpSetup, confirmTotpSetup } from '../../domain/two-factor/totp-setup.js';
import { getTwoFactorStatus } from '../../domain/two-factor/two-factor-status.js';
import { registerOperation } from '../../http/register-operation.js';

/** The account's security settings (issue 35): authenticator app, passkeys, recovery codes, re-checks. */
export function registerTwoFactorRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const rp = relyingParty(deps.config.publicUrl);

  registerOperation(app, deps, contract.getTwoFactorStatus, async ({ session }) => getTwoFactorStatus(db, session));
  registerOperation(app, deps, contract.beginTotpSetup, async ({ session }) => beginTotpSetup(db, { session }));
  registerOperation(app, deps, contract.confirmTotpSetup, async ({ session, body }) => confirmTotpSetup(db, { session, code: body.code }));
  registerOperation(app, deps, contract.regenerateRecoveryCodes, async ({ session }) => ({ recoveryCodes: await regenerateRecoveryCodes(db, { session }) }));
  registerOperation(app, deps, contract.disableTwoFactor, async ({ session }) => {
    await disableTwoFactor(db, { session });
    return { ok: true as const };
  });

  registerOperation(app, deps, contract.beginPasskeyRegistration, async ({ session }) => ({ options: await beginPasskeyRegistration(db, { session, rp }) }));
  registerOperation(app, deps, contract.addPasskey, async ({ session, body }) => addPasskey(db, { session, name: body.name, registration: body.registration, rp }));
  registerOperation(app, deps, contract.renamePasskey, async ({ session, params, body }) => ({
    passkey: await renamePasskey(db, { userId: session.userId, passkeyId: params.passkeyId, name: body.name }),
  }));
  registerOperation(app, deps, contract.removePasskey, async ({ session, params }) => {
    await removePasskey(db, { session, passkeyId: params.passkeyId });
    return { ok: true as const };
  });

  registerOperation(app, deps, contract.beginReauthPasskey, async ({ session }) => ({
    options: await passkeyAssertionOptions(db, { purpose: 'reauth', userId: session.userId, rp, now: new Date() }),
  }));
  registerOperation(app, deps, contract.reauthenticate, async ({ session, body, meta }) => {
    const check = await reauthenticate(db, { userId: session.userId, sessionId: session.sessionId, proof: body, ip: meta.ip, rp });
    return { reauthAt: check.reauthAt.toISOString(), secondFactor: check.secondFactor };
  });
}
