import { deleteDocument, renameDocument } from '@signet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { documentQueryKeys } from './document-query-keys';

/** Renames a document; name issues are shown in the form, so no toast. */
export function useRenameDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, name }: { documentId: bigint; name: string }) =>
      callOperation(renameDocument, { params: { documentId }, body: { name } }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentQueryKeys.all }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: bigint) => callOperation(deleteDocument, { params: { documentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentQueryKeys.all }),
  });
}
