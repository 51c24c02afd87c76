import { Alert, Text } from '@mantine/core';
import { mayDo } from '@signet/contracts';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCompanies, useWorkspace } from '../../../lib/companies/companies-api';

/**
 * Whose API keys and webhooks this page shows (issue 32): mine in my personal space; in a company
 * the company's, which its owner and admins manage and which outlive whoever made them.
 */
export function useIntegrationsScope(): { company: string | null; mayManage: boolean } {
  const workspace = useWorkspace();
  const companies = useCompanies();
  if (workspace.companyId === null) return { company: null, mayManage: true };
  const company = companies.data?.find((row) => row.id === workspace.companyId)?.displayName ?? '';
  return { company, mayManage: mayDo(workspace.role, 'integrations.manage') };
}

/** The line that says so above the keys or endpoints, or instead of them for a member. */
export function IntegrationsScopeNote({ scope, what }: { scope: ReturnType<typeof useIntegrationsScope>; what: 'keys' | 'webhooks' }) {
  const { t } = useTranslation();
  if (scope.company === null) return null;
  if (!scope.mayManage) {
    return (
      <Alert color="gray" variant="light" icon={<IconBuilding size={18} aria-hidden />} data-testid="integrations-members-note">
        {t(`account.${what}CompanyMember`, { company: scope.company })}
      </Alert>
    );
  }
  return (
    <Text fz="sm" c="dimmed">
      {t(`account.${what}Company`, { company: scope.company })}
    </Text>
  );
}
