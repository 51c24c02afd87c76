import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { showWaitForUpload } from '../../../lib/state/uploads-in-progress-store';

/**
 * While files upload, leaving is held back with 'Please wait for the document to be
 * uploaded' (spec 5): in-app navigation is blocked, and closing the tab asks first.
 */
export function useLeaveGuard(active: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    showWaitForUpload();
    blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
