import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyMembers } from '../../../lib/companies/companies-api';

/**
 * An admin's "Sent by" in a company workspace (issue 32): everyone's agreements, or one member's.
 * The choice lives in the URL like the folder and the search.
 */
export function SentByFilter({ companyId, value, onChange }: { companyId: bigint; value: string; onChange: (sentBy: string) => void }) {
  const { t } = useTranslation();
  const members = useCompanyMembers(companyId);
  const options = (members.data?.members ?? []).map((member) => ({ value: String(member.userId), label: member.name || member.email || '' }));
  return (
    <NativeSelect
      style={{ flex: '0 1 220px' }}
      label={t('agreements.list.sentBy')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[{ value: '', label: t('agreements.list.sentByEveryone') }, ...options]}
      data-testid="sent-by-filter"
    />
  );
}
