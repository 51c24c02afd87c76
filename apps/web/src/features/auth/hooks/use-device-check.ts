import { TIMING } from '@signet/contracts';
import { notifications, notificationsStore } from '@mantine/notifications';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setSessionEndedHandler } from '../../../lib/api/session-ended';
import { useDialogStore } from '../../../lib/state/dialog-store';
import { useSessionStore } from '../../../lib/state/session-store';
import { useCheckDevices } from '../api/check-devices';
import { handleDeviceCheckFailure } from '../lib/kick-out';
import { forgetAccountData } from '../lib/session-lifecycle';

export const DEVICE_LIMIT_NOTIFICATION_ID = 'device-limit';

/**
 * Runs the 6-second device check, and the kick-out on 2008 or 2010 from any call
 * (the check, a list's poll, a save). Mounted once, in the root layout. Several
 * answers at once are harmless: each step is idempotent and the message has one id.
 */
export function useDeviceCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const onFailureCode = useCallback(
    (code: number) =>
      handleDeviceCheckFailure(code, {
        clearSession: () => useSessionStore.getState().clearSession(),
        forgetAccountData,
        closeAllDialogs: () => {
          useDialogStore.getState().closeAllDialogs();
          // Toasts of the old session (an API error, a success) no longer apply; the device-limit
          // message stays if a parallel answer has shown it already.
          const { notifications: shown, queue } = notificationsStore.getState();
          for (const toast of [...shown, ...queue]) if (toast.id && toast.id !== DEVICE_LIMIT_NOTIFICATION_ID) notifications.hide(toast.id);
        },
        navigateHome: () => void navigate('/', { replace: true }),
        showDeviceLimitMessage: () =>
          notifications.show({
            id: DEVICE_LIMIT_NOTIFICATION_ID,
            color: 'red',
            message: t('device_limit', { ns: 'common' }),
            autoClose: TIMING.deviceLimitToastMs,
            withCloseButton: true,
            closeButtonProps: { 'aria-label': t('common.close') },
          }),
      }),
    [navigate, t],
  );

  useEffect(() => setSessionEndedHandler(onFailureCode), [onFailureCode]);
  useCheckDevices();
}
