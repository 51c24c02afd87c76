import { create } from 'zustand';

/**
 * Which app dialogs are open, by id. Every modal and drawer of the app opens
 * through here, so the device-limit kick-out (spec 4) can close them all at once.
 */
interface DialogState {
  openIds: readonly string[];
  openDialog: (id: string) => void;
  closeDialog: (id: string) => void;
  closeAllDialogs: () => void;
}

export const useDialogStore = create<DialogState>()((set) => ({
  openIds: [],
  openDialog: (id) => set((state) => (state.openIds.includes(id) ? state : { openIds: [...state.openIds, id] })),
  closeDialog: (id) => set((state) => (state.openIds.includes(id) ? { openIds: state.openIds.filter((open) => open !== id) } : state)),
  closeAllDialogs: () => set({ openIds: [] }),
}));

/** A dialog's open flag and its actions, like Mantine's useDisclosure but app-wide. */
export function useAppDialog(id: string) {
  const opened = useDialogStore((state) => state.openIds.includes(id));
  const openDialog = useDialogStore((state) => state.openDialog);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  return {
    opened,
    open: () => openDialog(id),
    close: () => closeDialog(id),
    toggle: () => (opened ? closeDialog(id) : openDialog(id)),
  };
}
