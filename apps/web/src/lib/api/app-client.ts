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
import { answerHandlers } from './answer-handlers';
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
