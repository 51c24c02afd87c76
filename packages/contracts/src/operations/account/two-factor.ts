import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZOk } from './account-schemas.js';
import { ZTotpCode, ZTwoFactorStatus } from './two-factor-schemas.js';

/** The account's two-factor state, its passkeys, and when this device last proved it is the person. */
export const getTwoFactorStatus = defineOperation({
  id: 'getTwoFactorStatus',
  service: 'account',
  method: 'GET',
  path: '/v1/user/two-factor',
  summary: "This account's two-factor sign-in: methods, passkeys, recovery codes left",
  auth: 'session',
  sessionOnly: true,
  response: ZTwoFactorStatus,
});

/**
 * Starts setting up an authenticator app: a new secret, as base32 text to type and as an
 * `otpauth://` URI (issuer Signet, the account's e-mail) for the QR code. Nothing changes until
 * confirmTotpSetup. Wants a check within 10 minutes (8411; signing in counts), and a second factor
 * (8412) while two-factor sign-in is already on.
 */
export const beginTotpSetup = defineOperation({
  id: 'beginTotpSetup',
  service: 'account',
  method: 'POST',
  path: '/v1/user/two-factor/totp/setup',
  summary: 'Start setting up an authenticator app (secret and otpauth URI)',
  auth: 'session',
  sessionOnly: true,
  response: z.object({ secret: z.string(), uri: z.string() }),
});

/**
 * Confirms the app with a code it shows (8414 when wrong): two-factor sign-in is on, and this
 * device counts as having passed it. When two-factor sign-in was off, the answer carries the ten
 * recovery codes, shown this once (only their hashes are kept); otherwise `recoveryCodes` is null.
 */
export const confirmTotpSetup = defineOperation({
  id: 'confirmTotpSetup',
  service: 'account',
  method: 'POST',
  path: '/v1/user/two-factor/totp/confirm',
  summary: 'Confirm the authenticator app with a code; turns two-factor sign-in on',
  auth: 'session',
  sessionOnly: true,
  blockRepeats: true,
  body: z.object({ code: ZTotpCode }),
  response: z.object({ recoveryCodes: z.array(z.string()).nullable(), status: ZTwoFactorStatus }),
});

/** New recovery codes (the old ones stop working), shown once. Needs a second factor within 10 minutes (8412). */
export const regenerateRecoveryCodes = defineOperation({
  id: 'regenerateRecoveryCodes',
  service: 'account',
  method: 'POST',
  path: '/v1/user/two-factor/recovery-codes',
  summary: 'Replace the recovery codes (shown once)',
  auth: 'session',
  sessionOnly: true,
  blockRepeats: true,
  response: z.object({ recoveryCodes: z.array(z.string()) }),
});

/**
 * Turns two-factor sign-in off: the app, every passkey and the recovery codes go. Needs a second
 * factor within 10 minutes (8412); a password is not enough.
 */
export const disableTwoFactor = defineOperation({
  id: 'disableTwoFactor',
  service: 'account',
  method: 'POST',
  path: '/v1/user/two-factor/disable',
  summary: 'Turn two-factor sign-in off (all methods)',
  auth: 'session',
  sessionOnly: true,
  blockRepeats: true,
  response: ZOk,
});
