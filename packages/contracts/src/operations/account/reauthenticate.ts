import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZCode } from './account-schemas.js';
import { ZPasskeyOptions, ZSecondFactorProof } from './two-factor-schemas.js';

/** Passkey options for a re-check by the signed-in person (their own passkeys). */
export const beginReauthPasskey = defineOperation({
  id: 'beginReauthPasskey',
  service: 'account',
  method: 'POST',
  path: '/v1/user/reauthenticate/passkey-options',
  summary: 'WebAuthn options to confirm it is you',
  auth: 'session',
  sessionOnly: true,
  response: z.object({ options: ZPasskeyOptions }),
});

/**
 * Confirms it is the person before a sensitive action (issue 35 point 5): with two-factor sign-in
 * on, a second factor; otherwise the password, or an e-mailed code (sendCode purpose 'login') when
 * the account has none. Wrong answers: 2004 (password), 2002 (code), 8414 / 8416 (second factor); rate limited.
 */
export const reauthenticate = defineOperation({
  id: 'reauthenticate',
  service: 'account',
  method: 'POST',
  path: '/v1/user/reauthenticate',
  summary: 'Confirm it is you (password, e-mailed code or second factor)',
  auth: 'session',
  sessionOnly: true,
  blockRepeats: true,
  body: z.union([
    ZSecondFactorProof,
    z.object({ method: z.literal('password'), password: z.string().min(1).max(256) }),
    z.object({ method: z.literal('email_code'), code: ZCode }),
  ]),
  response: z.object({
    reauthAt: z.string().meta({ format: 'date-time' }),
    /** Whether this check was a second factor (what turning two-factor sign-in off needs). */
    secondFactor: z.boolean(),
  }),
});
