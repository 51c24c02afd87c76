import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyMode, type ApiKeyScope } from '@signet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';
import { useSessionStore } from '../../../lib/state/session-store';

/** The account's API keys, newest first. The section shows its own error state. */
export function useApiKeys(enabled = true) {
  const signedIn = useSessionStore((state) => state.token !== '');
  return useQuery({
    queryKey: accountQueryKeys.apiKeys,
    queryFn: async () => (await callOperation(listApiKeys, {}, { silent: true })).list,
    enabled: signedIn && enabled,
  });
}

/** Makes a key; the answer holds the key itself, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; scope: ApiKeyScope; mode: ApiKeyMode; expiresAt: string | null }) => callOperation(createApiKey, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.apiKeys }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: bigint) => callOperation(revokeApiKey, { params: { keyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.apiKeys }),
  });
}
