import { deviceNameFrom } from '../../../lib/device/device-info';
import { useAppStore } from '../../../lib/state/app-store';

/**
 * This browser's Device-Id and readable name for sign-in bodies: the account family
 * gets no device headers (spec 7), yet the device limit must know which browser signs in.
 */
export function signInDevice(): { deviceId: string; deviceName: string } {
  return { deviceId: useAppStore.getState().deviceId, deviceName: deviceNameFrom(globalThis.navigator?.userAgent ?? '') };
}
