import { notifications } from '@mantine/notifications';
import { TIMING } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agreementKeys } from '../../../lib/agreements/agreement-keys';

/** A success toast (role="alert", so screen readers announce it). */
export function toastSuccess(message: string) {
  notifications.show({ color: 'teal', message, autoClose: TIMING.toastMs, withCloseButton: true });
}

/**
 * A change to an agreement: on success every agreements view (list, counts, detail,
 * timeline, the creation steps' copy) is refetched. Failures are toasted by the API
 * client with the catalogue's message (7025, 7603, 7604, 7204, ...).
 */
export function useAgreementMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}
