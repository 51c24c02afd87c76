import { useDeviceCheck } from '../hooks/use-device-check';
import { useSessionSync } from '../hooks/use-session-sync';
import { AuthDialog } from './auth-dialog';

/**
 * The session's background work, mounted once in the root layout: user and plan
 * kept in the store, the 6-second device check with its kick-out, and the sign-in dialog.
 */
export function SessionEffects() {
  useSessionSync();
  useDeviceCheck();
  return <AuthDialog />;
}
