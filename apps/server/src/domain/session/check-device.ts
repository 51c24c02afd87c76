import { AppError, ErrorCode } from '@signet/contracts';
import type { SessionResolution } from './resolve-session.js';

/**
 * The device check's rule (spec 4): a device whose session was ended because
 * too many devices came online hears 2008; one signed out otherwise hears 2010;
 * no session (or an expired one) is a plain 401.
 */
export function assertDeviceOnline(resolution: SessionResolution): void {
  if (resolution.status === 'active') return;
  if (resolution.status === 'missing' || resolution.reason === 'expired') throw new AppError(ErrorCode.Unauthorized);
  throw new AppError(resolution.reason === 'device_limit' ? ErrorCode.TooManyDevices : ErrorCode.SwitchAccount);
}

/**
 * What any other call on a session that is not live answers (issue 12 point 6): the
 * device-limit kick-out (2008) and a sign-out from another device (2010) are told as
 * such wherever they arrive, so the client shows why it was signed out even when a
 * list's poll hears it before the device check does. The browser's own sign-out and
 * expiry stay a plain 401.
 */
export function inactiveSessionCode(resolution: Exclude<SessionResolution, { status: 'active' }>): ErrorCode {
  if (resolution.status === 'ended' && resolution.reason === 'device_limit') return ErrorCode.TooManyDevices;
  if (resolution.status === 'ended' && resolution.reason === 'revoked') return ErrorCode.SwitchAccount;
  return ErrorCode.Unauthorized;
}
