import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import {
  CODE_PURPOSES,
  ZCode,
  ZDisplayName,
  ZEmail,
  ZLoginResult,
  ZOk,
  ZPassword,
  ZSignInDevice,
} from './account-schemas.js';

/**
 * Sends a one-time code. Always answers the same, whether or not the e-mail has an
 * account, so it reveals nothing; rate limited per e-mail and per IP (429).
 */
export const sendCode = defineOperation({
  id: 'sendCode',
  service: 'account',
  method: 'POST',
  path: '/v1/user/sendCode',
  summary: 'E-mail a one-time code for sign-up, quick login, password reset or a new e-mail',
  auth: 'none',
  blockRepeats: true,
  body: z.object({ email: ZEmail, purpose: z.enum(CODE_PURPOSES) }),
  response: ZOk,
});

/** Creates an account from an e-mailed code (which verifies the e-mail) and signs in. */
export const register = defineOperation({
  id: 'register',
  service: 'account',
  method: 'POST',
  path: '/v1/user/register',
  summary: 'Sign up with e-mail, code, password and name; signs in',
  auth: 'none',
  blockRepeats: true,
  body: z.object({ email: ZEmail, code: ZCode, password: ZPassword, name: ZDisplayName, ...ZSignInDevice.shape }),
  response: ZLoginResult,
});

/** Signs in with e-mail and password; 2001 without saying which was wrong. */
export const login = defineOperation({
  id: 'login',
  service: 'account',
  method: 'POST',
  path: '/v1/user/login',
  summary: 'Sign in with e-mail and password',
  auth: 'none',
  blockRepeats: true,
  body: z.object({ email: ZEmail, password: z.string().min(1).max(256), ...ZSignInDevice.shape }),
  response: ZLoginResult,
});

/** Signs in with an e-mailed code; an unknown e-mail gets a new, verified account. */
export const quickLogin = defineOperation({
  id: 'quickLogin',
  service: 'account',
  method: 'POST',
  path: '/v1/user/quickLogin',
  summary: 'Sign in (or sign up) with a one-time code sent by e-mail',
  auth: 'none',
  blockRepeats: true,
  body: z.object({ email: ZEmail, code: ZCode, ...ZSignInDevice.shape }),
  response: ZLoginResult,
});

/** Sets a new password from an e-mailed code, ends every session, and signs in. */
export const resetPassword = defineOperation({
  id: 'resetPassword',
  service: 'account',
  method: 'POST',
  path: '/v1/user/resetPassword',
  summary: 'Reset the password with an e-mailed code',
  auth: 'none',
  blockRepeats: true,
  body: z.object({ email: ZEmail, code: ZCode, password: ZPassword, ...ZSignInDevice.shape }),
  response: ZLoginResult,
});

/** Ends this session on the server. */
export const logout = defineOperation({
  id: 'logout',
  service: 'account',
  method: 'POST',
  path: '/v1/user/logout',
  summary: 'Sign out this device',
  auth: 'session',
  sessionOnly: true,
  response: ZOk,
});

/** Spec 7: whether a user name (e-mail) has an account. Rate limited; errors are silent. */
export const checkUsernameExists = defineOperation({
  id: 'checkUsernameExists',
  service: 'account',
  method: 'GET',
  path: '/v1/user/checkUsernameExists',
  summary: 'Whether an account exists for this e-mail (rate limited)',
  auth: 'none',
  silentErrors: true,
  query: z.object({ username: ZEmail }),
  response: z.object({ exists: z.boolean() }),
});
