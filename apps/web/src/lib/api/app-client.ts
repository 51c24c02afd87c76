import { ErrorCode, TIMING } from '@signet/contracts';
import { notifications } from '@mantine/notifications';
import { deviceNameFrom, platformFrom } from '../device/device-info';
import { errorMessageFor } from '../i18n/i18n';
import { useAppStore } from '../state/app-store';
import { useSessionStore } from '../state/session-store';
import { queryClient } from '../query-client';
import type { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { serviceBaseUrl } from './service-hosts';
import { reportSessionEnded } from './session-ended';

/**
 * 8201 about the company this device works in: the person was removed from it (or left on
 * another device). The server has moved the device to the personal space; the app follows.
 */
function leaveLostWorkspace(error: ApiError): void {
  if (!error.dataFor(ErrorCode.NotCompanyMember)?.workspaceEnded) return;
  const { userInfo, setUserInfo } = useSessionStore.getState();
  // At start-up the user itself may be the call that heard it: it is read again below.
  if (userInfo) setUserInfo({ ...userInfo, companyId: null });
  void queryClient.invalidateQueries();
  // Said even when the call that heard it is silent (often the user check at start-up).
  notifications.show({ id: 'workspace-lost', color: 'red', message: errorMessageFor(ErrorCode.NotCompanyMember), autoClose: TIMING.toastMs, withCloseButton: true });
}

/**
 * Answers that want a screen of their own, which only the sender's pages load (the re-check
 * dialog, the company's two-factor message): the sender's layout registers them here, so their
 * code never reaches the signer's pages. Without a handler the call fails as any other. (Here, not
 * in a module of its own: one shared with the sender's chunks became a chunk of its own, 490 bytes
 * more on the signer's page.)
 */
export interface AnswerHandlers {
  /** 8411 and 8412: resolves true once the person confirmed it is them. */
  recheck?: (error: ApiError) => Promise<boolean>;
  /** Shows a refusal its own way (with a link); true when it did, so no error toast goes beside it. */
  explain?: (error: ApiError) => boolean;
}

let handlers: AnswerHandlers = {};

/** Registers the handlers; returns the unregister. */
export function setAnswerHandlers(next: AnswerHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = {};
  };
}

export const answerHandlers = (): AnswerHandlers => handlers;

const userAgent = globalThis.navigator?.userAgent ?? '';
const deviceName = deviceNameFrom(userAgent);
const systemVersion = platformFrom(userAgent);

/** The client the app uses, wired to the stores, the catalogue and Mantine toasts. */
export const apiClient = createApiClient({
  headerContext: () => ({
    token: useSessionStore.getState().token,
    language: useAppStore.getState().language,
    deviceId: useAppStore.getState().deviceId,
    deviceName,
    systemVersion,
  }),
  baseUrl: serviceBaseUrl,
  onNewToken: (token, expiresAt) => useSessionStore.getState().setToken(token, expiresAt),
  onUnauthorized: () => useSessionStore.getState().clearSession(),
  onSessionEnded: (code) => reportSessionEnded(code, () => useSessionStore.getState().clearSession()),
  translateError: (code) => errorMessageFor(code),
  onFailure: (error) => {
    leaveLostWorkspace(error);
    return answerHandlers().explain?.(error);
  },
  recheck: () => answerHandlers().recheck ?? null,
  showErrorToast: (message) =>
    notifications.show({ id: 'api-error', color: 'red', message, autoClose: TIMING.toastMs, withCloseButton: true }),
});

export const callOperation = apiClient.callOperation;
export const upload = apiClient.upload;
