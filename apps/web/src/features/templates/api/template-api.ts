import {
  checkBulkSend,
  createTemplate,
  getBulkSend,
  startBulkSend,
  deleteTemplate,
  getTemplate,
  listTemplates,
  setTemplatePublicLink,
  useTemplate as useTemplateOperation,
  type OperationInput,
  type TemplateSort,
} from '@signet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, upload } from '../../../lib/api/app-client';
import { agreementKeys } from '../../../lib/agreements/agreement-keys';
import { templateKeys } from '../../../lib/templates/template-keys';

type CreateBody = NonNullable<OperationInput<typeof createTemplate>['body']>;
type UseBody = NonNullable<OperationInput<typeof useTemplateOperation>['body']>;

export function useTemplates(state: { q: string; sort: TemplateSort }, enabled = true) {
  return useQuery({
    queryKey: templateKeys.list(state),
    queryFn: ({ signal }) => callOperation(listTemplates, { query: { ...(state.q.trim() ? { q: state.q.trim() } : {}), sort: state.sort } }, { signal, silent: true }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function useTemplateDetail(templateId: string | undefined) {
  return useQuery({
    queryKey: templateKeys.detail(templateId ?? ''),
    queryFn: ({ signal }) => callOperation(getTemplate, { params: { templateId: templateId ?? '' } }, { signal, silent: true }),
    enabled: templateId !== undefined,
  });
}

/** Any change to templates or to agreements made from them refreshes both. */
function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: templateKeys.all }), queryClient.invalidateQueries({ queryKey: agreementKeys.all })]);
  };
}

/** Empty, from an agreement, or a copy of a template; answers the new template. */
export function useCreateTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({ mutationFn: (body: CreateBody) => callOperation(createTemplate, { body }), onSuccess: refresh });
}

export function useDeleteTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({ mutationFn: (templateId: bigint) => callOperation(deleteTemplate, { params: { templateId } }), onSuccess: refresh });
}

/** Makes (and maybe sends) an agreement; errors are left to the form (silent), which points at the role or field. */
export function useUseTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: ({ templateId, body }: { templateId: bigint; body: UseBody }) => callOperation(useTemplateOperation, { params: { templateId }, body }, { silent: true }),
    onSuccess: refresh,
  });
}

/** Switches the public link and sets its cap; errors (roles that do not fit) stay in the card. */
export function useSetPublicLink() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: ({ templateId, enabled, dailyLimit }: { templateId: bigint; enabled: boolean; dailyLimit: number | null }) =>
      callOperation(setTemplatePublicLink, { params: { templateId }, body: { enabled, dailyLimit } }, { silent: true }),
    onSuccess: refresh,
  });
}

/** The dry run: uploads the file and answers every row's problems (nothing is sent). */
export function useCheckBulkSend(templateId: bigint) {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      upload(checkBulkSend, { params: { templateId }, file }, { silent: true, ...(onProgress ? { onUploadProgress: onProgress } : {}) }),
  });
}

export function useStartBulkSend() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: ({ bulkSendId, onlyValid }: { bulkSendId: bigint; onlyValid: boolean }) => callOperation(startBulkSend, { params: { bulkSendId }, body: { onlyValid } }, { silent: true }),
    onSuccess: refresh,
  });
}

/** A bulk send, polled every second while its rows are going out. */
export function useBulkSend(bulkSendId: string | null) {
  return useQuery({
    queryKey: [...templateKeys.all, 'bulk', bulkSendId ?? ''],
    queryFn: ({ signal }) => callOperation(getBulkSend, { params: { bulkSendId: bulkSendId ?? '' } }, { signal, silent: true }),
    enabled: bulkSendId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? 1000 : false),
  });
}
