import { setCompanyTwoFactorRequirement } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';

/** Requires two-factor sign-in of the members, or stops requiring it; the company is read again. */
export function useSetCompanyTwoFactor(companyId: bigint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => callOperation(setCompanyTwoFactorRequirement, { params: { companyId }, body: { required } }, { silent: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountQueryKeys.company(companyId), answer.company);
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.companies });
    },
  });
}
