import { create } from 'zustand';
import { useDialogStore } from './dialog-store';

export const AUTH_DIALOG_ID = 'auth';

export type AuthView = 'signIn' | 'signUp' | 'reset';

/**
 * The sign-in, sign-up and reset dialog is one modal with three views; any screen
 * may open it (the header, a page that needs an account). It lives in lib so
 * features reach it without importing the auth feature.
 */
interface AuthDialogState {
  view: AuthView;
  /** Carried between views so the user types the e-mail once. */
  email: string;
  setView: (view: AuthView, email?: string) => void;
  rememberEmail: (email: string) => void;
}

export const useAuthDialogStore = create<AuthDialogState>()((set) => ({
  view: 'signIn',
  email: '',
  setView: (view, email) => set((state) => ({ view, email: email ?? state.email })),
  rememberEmail: (email) => set({ email }),
}));

/** The e-mail field's registration option that carries what was typed to the other views. */
export const rememberEmailOnChange = {
  onChange: (event: { target: { value: string } }) => useAuthDialogStore.getState().rememberEmail(event.target.value),
};

export function openAuthDialog(view: AuthView = 'signIn', email?: string) {
  useAuthDialogStore.getState().setView(view, email);
  useDialogStore.getState().openDialog(AUTH_DIALOG_ID);
}

export function closeAuthDialog() {
  useDialogStore.getState().closeDialog(AUTH_DIALOG_ID);
}
