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
