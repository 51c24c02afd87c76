import { getTestMail, listTestMails } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';
import { useSessionStore } from '../../../lib/state/session-store';

/** The mail kept instead of sent for the account's test agreements (issue 38), newest first. The section shows its own error state. */
export function useTestMails(enabled = true) {
  const signedIn = useSessionStore((state) => state.token !== '');
  return useQuery({
    queryKey: accountQueryKeys.testMails,
    queryFn: async () => (await callOperation(listTestMails, {}, { silent: true })).messages,
    enabled: signedIn && enabled,
  });
}

/** One test mail with its text, while it is open. */
export function useTestMail(mailId: bigint | null) {
  return useQuery({
    queryKey: [...accountQueryKeys.testMails, String(mailId)],
    queryFn: () => callOperation(getTestMail, { params: { mailId: mailId ?? 0n } }, { silent: true }),
    enabled: mailId !== null,
  });
}
