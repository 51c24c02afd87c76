import { notifications } from '@mantine/notifications';
import { TIMING, sharedMessages } from '@signet/contracts';
import { create } from 'zustand';
import { useAppStore } from './app-store';

/**
 * Files still uploading, counted per panel, so a screen that owns no upload panel
 * (the flow's Continue button, the navigation) can hold the user back.
 */
interface UploadsInProgressState {
  byPanel: Record<string, number>;
  setRunning: (panelId: string, count: number) => void;
}

export const useUploadsInProgressStore = create<UploadsInProgressState>()((set) => ({
  byPanel: {},
  setRunning: (panelId, count) =>
    set((state) => {
      if ((state.byPanel[panelId] ?? 0) === count) return state;
      const byPanel = { ...state.byPanel };
      if (count > 0) byPanel[panelId] = count;
      else delete byPanel[panelId];
      return { byPanel };
    }),
}));

export const selectUploadsRunning = (state: UploadsInProgressState) => Object.values(state.byPanel).reduce((sum, n) => sum + n, 0);

/** Shows 'Please wait for the document to be uploaded' (spec 5). */
export function showWaitForUpload(): void {
  const message = sharedMessages[useAppStore.getState().language].wait_for_upload;
  notifications.show({ id: 'wait-for-upload', color: 'yellow', message, autoClose: TIMING.toastMs, withCloseButton: true });
}

/**
 * The number of uploads running anywhere, and a guard for "continue" or "leave":
 * `canProceed()` is false (and says why) while any runs.
 */
export function useUploadsInProgress() {
  const running = useUploadsInProgressStore(selectUploadsRunning);
  return {
    running,
    inProgress: running > 0,
    canProceed: () => {
      if (selectUploadsRunning(useUploadsInProgressStore.getState()) === 0) return true;
      showWaitForUpload();
      return false;
    },
  };
}
