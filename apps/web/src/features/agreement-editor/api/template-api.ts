import { publishTemplateVersion } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { agreementKeys } from '../../../lib/agreements/agreement-keys';
import { templateKeys } from '../../../lib/templates/template-keys';

/**
 * "Save template" at the last step (issue 14): the working copy becomes the template's
 * next version. Errors are left to the caller, like a send's.
 */
export function usePublishTemplateVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, revision }: { templateId: bigint; revision: number }) =>
      callOperation(publishTemplateVersion, { params: { templateId }, body: { revision } }, { silent: true }),
    // The template's pages and the working copy (its version count) refetch on their next visit.
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: templateKeys.all }), queryClient.invalidateQueries({ queryKey: agreementKeys.all })]);
    },
  });
}
