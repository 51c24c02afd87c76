import { Text } from '@mantine/core';
import type { AgreementSummary } from '@signet/contracts';
import { useTranslation } from 'react-i18next';

const SHOWN = 2;

/** "From Ana" for a received agreement; else the first recipients' names and "+N more". */
export function RecipientsSummary({ row }: { row: AgreementSummary }) {
  const { t } = useTranslation();
  let text: string;
  if (row.sender) text = t('agreements.list.from', { name: row.sender.name || row.sender.email });
  else if (row.selfSign) text = t('agreements.list.justMe');
  else if (row.recipients.length === 0) text = t('agreements.list.noRecipients');
  else {
    const names = row.recipients.slice(0, SHOWN).map((recipient) => recipient.name || recipient.email || '');
    const rest = row.recipients.length - SHOWN;
    text = names.join(', ') + (rest > 0 ? ` ${t('agreements.list.moreRecipients', { count: rest })}` : '');
  }
  return (
    <Text fz="sm" c="dimmed" lineClamp={1}>
      {text}
    </Text>
  );
}
