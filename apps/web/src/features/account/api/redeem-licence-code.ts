import { redeemLicenceCode } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';
import { useSessionStore } from '../../../lib/state/session-store';

/** Redeems a licence code; the answer is the new plan detail, shown everywhere at once. */
export function useRedeemLicenceCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callOperation(redeemLicenceCode, { body: { code } }, { silent: true }),
    onSuccess: (planDetail) => {
      useSessionStore.getState().setSession({ planDetail });
      queryClient.setQueryData(accountQueryKeys.plan, planDetail);
    },
  });
}
