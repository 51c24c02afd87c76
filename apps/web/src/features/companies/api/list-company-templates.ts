import { listTemplates } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { templateKeys } from '../../../lib/templates/template-keys';

/**
 * The templates a grant may be limited to: the workspace's, so only while the user works in
 * this company (`enabled`); elsewhere the grant form offers none.
 */
export function useCompanyTemplates(enabled: boolean) {
  return useQuery({
    queryKey: [...templateKeys.all, 'for-seal-grants'],
    queryFn: async () => (await callOperation(listTemplates, { query: { sort: 'name_asc' } }, { silent: true })).items.filter((template) => template.latestVersion !== null),
    enabled,
  });
}
