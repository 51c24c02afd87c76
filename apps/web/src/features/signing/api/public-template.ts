import { getPublicTemplate, sendPublicTemplateCode, startPublicTemplate } from '@signet/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { signerSessions } from '../../../lib/state/signer-sessions';

/** A template's public link as a visitor sees it; errors (404 for a link that is off) are the page's to show. */
export function usePublicTemplate(publicToken: string) {
  return useQuery({
    queryKey: ['public-template', publicToken],
    queryFn: ({ signal }) => callOperation(getPublicTemplate, { params: { publicToken } }, { signal, silent: true }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useSendPublicCode(publicToken: string) {
  return useMutation({
    mutationFn: (visitor: { name: string; email: string }) => callOperation(sendPublicTemplateCode, { params: { publicToken }, body: visitor }, { silent: true }),
  });
}

/** Takes the first role and keeps the new signer session for this tab, as opening an e-mailed link does. */
export function useStartPublicTemplate(publicToken: string) {
  return useMutation({
    mutationFn: async (visitor: { name: string; email: string; code: string }) => {
      const result = await callOperation(startPublicTemplate, { params: { publicToken }, body: visitor }, { silent: true });
      signerSessions.set(String(result.recipientId), { token: result.signerToken, expiresAt: result.expiresAt });
      return result;
    },
  });
}
