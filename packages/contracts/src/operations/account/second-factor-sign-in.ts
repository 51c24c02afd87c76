import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZLoginResult, ZSignInDevice } from './account-schemas.js';
import { ZPasskeyAssertion, ZPasskeyOptions, ZSecondFactorProof } from './two-factor-schemas.js';

/** Passkey options for a sign-in waiting for its second factor: the account's own passkeys. */
export const beginSecondFactorPasskey = defineOperation({
  id: 'beginSecondFactorPasskey',
  service: 'account',
  method: 'POST',
  path: '/v1/user/login/second-factor/passkey-options',
  summary: 'WebAuthn options to finish a sign-in with a passkey',
  auth: 'none',
  body: z.object({ ticket: z.string().min(1).max(200) }),
  response: z.object({ options: ZPasskeyOptions }),
});

/**
 * Finishes a sign-in: the ticket and one second factor (an app's code, a recovery code, which is
 * then used up, or a passkey) for the session, under the same device limit as any sign-in. A wrong
 * proof answers 8414 (8416 for a passkey), a spent or expired ticket 8415; guesses are rate limited (429).
 */
export const completeSecondFactorSignIn = defineOperation({
  id: 'completeSecondFactorSignIn',
  service: 'account',
  method: 'POST',
  path: '/v1/user/login/second-factor',
  summary: 'Finish signing in with a second factor',
  auth: 'none',
  blockRepeats: true,
  body: z.object({ ticket: z.string().min(1).max(200), proof: ZSecondFactorProof, ...ZSignInDevice.shape }),
  response: ZLoginResult,
});

/** Options for signing in with a passkey alone (no e-mail: the browser offers the site's passkeys). */
export const beginPasskeySignIn = defineOperation({
  id: 'beginPasskeySignIn',
  service: 'account',
  method: 'POST',
  path: '/v1/user/login/passkey-options',
  summary: 'WebAuthn options to sign in with a passkey',
  auth: 'none',
  response: z.object({ options: ZPasskeyOptions }),
});

/** Signs in with a passkey alone: it is both factors, so a session starts at once (8416 when it does not verify). */
export const passkeySignIn = defineOperation({
  id: 'passkeySignIn',
  service: 'account',
  method: 'POST',
  path: '/v1/user/login/passkey',
  summary: 'Sign in with a passkey',
  auth: 'none',
  blockRepeats: true,
  body: z.object({ assertion: ZPasskeyAssertion, ...ZSignInDevice.shape }),
  response: ZLoginResult,
});
