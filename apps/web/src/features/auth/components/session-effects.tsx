import { Suspense, lazy, useState } from 'react';
import { AUTH_DIALOG_ID } from '../../../lib/state/auth-dialog-store';
import { useAppDialog } from '../../../lib/state/dialog-store';
import { useDeviceCheck } from '../hooks/use-device-check';
import { useSessionSync } from '../hooks/use-session-sync';

// The dialog's forms (password rules, code input) load when it first opens: a signer never pays for them.
const AuthDialog = lazy(async () => ({ default: (await import('./auth-dialog')).AuthDialog }));

/**
 * The session's background work, mounted once in the root layout: user and plan
 * kept in the store, the 6-second device check with its kick-out, and the sign-in dialog.
 */
export function SessionEffects() {
  useSessionSync();
  useDeviceCheck();
  const { opened } = useAppDialog(AUTH_DIALOG_ID);
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  ) : null;
}
