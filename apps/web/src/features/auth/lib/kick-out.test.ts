import { ErrorCode } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { isSessionEndedCode } from '../../../lib/api/session-ended';
import { handleDeviceCheckFailure } from './kick-out';
import type { KickOutDeps } from './kick-out';

function recordingDeps() {
  const calls: string[] = [];
  const deps: KickOutDeps = {
    clearSession: () => calls.push('clearSession'),
    forgetAccountData: () => calls.push('forgetAccountData'),
    closeAllDialogs: () => calls.push('closeAllDialogs'),
    navigateHome: () => calls.push('navigateHome'),
    showDeviceLimitMessage: () => calls.push('showDeviceLimitMessage'),
  };
  return { calls, deps };
}

describe('device-check kick-out', () => {
  it.each([ErrorCode.TooManyDevices, ErrorCode.SwitchAccount])('acts on %i: session, data, dialogs, home, message', (code) => {
    const { calls, deps } = recordingDeps();
    expect(handleDeviceCheckFailure(code, deps)).toBe(true);
    expect(calls).toEqual(['clearSession', 'forgetAccountData', 'closeAllDialogs', 'navigateHome', 'showDeviceLimitMessage']);
  });

  it.each([ErrorCode.NetworkError, ErrorCode.InternalError, ErrorCode.Unauthorized, ErrorCode.Canceled, ErrorCode.TooManyRequests])(
    'leaves %i alone (a network blip must not sign anyone out)',
    (code) => {
      const { calls, deps } = recordingDeps();
      expect(handleDeviceCheckFailure(code, deps)).toBe(false);
      expect(calls).toEqual([]);
    },
  );

  it('recognises exactly 2008 and 2010', () => {
    expect([2008, 2010, 2001, 401].map(isSessionEndedCode)).toEqual([true, true, false, false]);
  });
});
