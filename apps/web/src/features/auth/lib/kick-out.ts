import { isSessionEndedCode } from '../../../lib/api/session-ended';

export interface KickOutDeps {
  clearSession: () => void;
  /** Drops account-scoped cached data (user, plan, devices) so nothing of it shows signed out. */
  forgetAccountData: () => void;
  closeAllDialogs: () => void;
  navigateHome: () => void;
  /** Shows the shared `device_limit` message for 10 s with a close button. */
  showDeviceLimitMessage: () => void;
}

/**
 * Spec 4's device-limit kick-out: session cleared (token emptied, so the account
 * widget goes), every dialog closed, home route, the device-limit message.
 * Returns whether it acted: codes other than 2008 and 2010 are left to the caller.
 */
export function handleDeviceCheckFailure(code: number, deps: KickOutDeps): boolean {
  if (!isSessionEndedCode(code)) return false;
  deps.clearSession();
  deps.forgetAccountData();
  deps.closeAllDialogs();
  deps.navigateHome();
  deps.showDeviceLimitMessage();
  return true;
}
