import { getEmbedOrigins, setEmbedOrigins } from '@signet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';
import { useSessionStore } from '../../../lib/state/session-store';

/** The sites that may frame this account's signing pages. */
export function useEmbedOrigins() {
  const signedIn = useSessionStore((state) => state.token !== '');
  return useQuery({
    queryKey: accountQueryKeys.embedOrigins,
    queryFn: async () => (await callOperation(getEmbedOrigins, {}, { silent: true })).origins,
    enabled: signedIn,
  });
}

/** Replaces the list; errors stay beside the field (silent). */
export function useSetEmbedOrigins() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (origins: string[]) => (await callOperation(setEmbedOrigins, { body: { origins } }, { silent: true })).origins,
    onSuccess: (origins) => client.setQueryData(accountQueryKeys.embedOrigins, origins),
  });
}
