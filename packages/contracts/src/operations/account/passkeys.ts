import { z } from 'zod';
import { ZId } from '../../ids.js';
import { defineOperation } from '../../operation.js';
import { ZOk } from './account-schemas.js';
import { ZPasskey, ZPasskeyName, ZPasskeyOptions, ZPasskeyRegistration, ZTwoFactorStatus } from './two-factor-schemas.js';

/**
 * Options for registering a passkey on this account (a discoverable credential, so it can also
 * sign in without an e-mail). The challenge lives five minutes. Wants a check within 10 minutes
 * (8411; signing in counts), and a second factor (8412) while two-factor sign-in is already on.
 */
export const beginPasskeyRegistration = defineOperation({
  id: 'beginPasskeyRegistration',
  service: 'account',
  method: 'POST',
  path: '/v1/user/passkeys/options',
  summary: 'WebAuthn options to register a passkey',
  auth: 'session',
  sessionOnly: true,
  response: z.object({ options: ZPasskeyOptions }),
});

/**
 * Verifies the authenticator's answer and keeps the passkey under its name (8416 when it does not
 * verify). The first passkey of an account without an authenticator app turns two-factor sign-in
 * on and answers the recovery codes once; otherwise `recoveryCodes` is null.
 */
export const addPasskey = defineOperation({
  id: 'addPasskey',
  service: 'account',
  method: 'POST',
  path: '/v1/user/passkeys',
  summary: 'Register a passkey',
  auth: 'session',
  sessionOnly: true,
  blockRepeats: true,
  body: z.object({ name: ZPasskeyName, registration: ZPasskeyRegistration }),
  response: z.object({ passkey: ZPasskey, recoveryCodes: z.array(z.string()).nullable(), status: ZTwoFactorStatus }),
});

export const renamePasskey = defineOperation({
  id: 'renamePasskey',
  service: 'account',
  method: 'PATCH',
  path: '/v1/user/passkeys/{passkeyId}',
  summary: 'Rename a passkey',
  auth: 'session',
  sessionOnly: true,
  params: z.object({ passkeyId: ZId }),
  body: z.object({ name: ZPasskeyName }),
  response: z.object({ passkey: ZPasskey }),
});

/**
 * Removes a passkey: wants a check within 10 minutes (8411), and a second factor (8412) when it is
 * the account's last method, since two-factor sign-in then turns off.
 */
export const removePasskey = defineOperation({
  id: 'removePasskey',
  service: 'account',
  method: 'DELETE',
  path: '/v1/user/passkeys/{passkeyId}',
  summary: 'Remove a passkey',
  auth: 'session',
  sessionOnly: true,
  params: z.object({ passkeyId: ZId }),
  response: ZOk,
});
