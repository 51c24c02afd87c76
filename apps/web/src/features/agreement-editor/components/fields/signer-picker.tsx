import { Chip, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { recipientLabel, type SignerEntry } from '../../lib/field-draft';
import { signerColor } from '../../lib/signer-colors';

/** Who the next fields are for: one chip per signer, in the signer's colour. */
export function SignerPicker({
  signers,
  value,
  onChange,
  counts,
  compact,
}: {
  signers: readonly SignerEntry[];
  value: string;
  onChange: (recipientId: string) => void;
  counts: ReadonlyMap<string, number>;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const active = signers.find((entry) => String(entry.recipient.id) === value);
  const chips = (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap={6} wrap={compact ? 'nowrap' : 'wrap'} role="radiogroup" aria-label={t('fields.signerPicker')}>
        {signers.map(({ recipient, signerIndex }) => {
          const id = String(recipient.id);
          return (
            <Chip key={id} value={id} color={signerColor(signerIndex)} variant="light" size={compact ? 'xs' : 'sm'} data-testid="signer-chip">
              <span style={{ display: 'inline-block', maxWidth: compact ? 120 : 170, overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' }}>
                {recipientLabel(recipient)}
              </span>
              {` (${counts.get(id) ?? 0})`}
            </Chip>
          );
        })}
      </Group>
    </Chip.Group>
  );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} aria-live="polite" truncate>
        {active ? t('fields.fieldsForName', { name: recipientLabel(active.recipient) }) : t('fields.fieldsFor')}
      </Text>
      {compact ? <ScrollArea type="never">{chips}</ScrollArea> : chips}
    </Stack>
  );
}
