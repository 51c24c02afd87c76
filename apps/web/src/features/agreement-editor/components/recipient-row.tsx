import { ActionIcon, Badge, Box, Button, Collapse, ColorSwatch, Group, NativeSelect, Paper, SimpleGrid, Text, TextInput, Tooltip } from '@mantine/core';
import { LIMITS, RECIPIENT_ROLES } from '@signet/contracts';
import { IconChevronDown, IconTrash } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/state/app-store';
import type { IssueText } from '../hooks/use-issue-text';
import type { Step1Values } from '../lib/draft-form';
import { signerColor } from '../lib/signer-colors';

interface RecipientRowProps {
  index: number;
  handle: ReactNode;
  /** Place among the signers (for the colour), or null for a viewer. */
  signerIndex: number | null;
  signingOrder: boolean;
  issueText: IssueText;
  onRemove: () => void;
}

/** One recipient: name, e-mail, role, and an access code behind "More options". */
export function RecipientRow({ index, handle, signerIndex, signingOrder, issueText, onRemove }: RecipientRowProps) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<Step1Values>();
  const name = useWatch({ control, name: `recipients.${index}.name` });
  const accessCode = useWatch({ control, name: `recipients.${index}.accessCode` });
  const [moreOpen, setMoreOpen] = useState(accessCode !== '');
  const moreId = useId();
  const path = `recipients.${index}`;
  const who = name.trim() || t('flow.recipients.unnamed', { n: index + 1 });
  const isMobile = useAppStore((state) => state.isMobile);
  const rowError = issueText(path);

  const marker = signingOrder ? (
    <Badge
      circle
      size="lg"
      variant="light"
      color={signerIndex === null ? 'gray' : signerColor(signerIndex)}
      aria-label={t('flow.recipients.orderNumber', { n: index + 1 })}
    >
      {index + 1}
    </Badge>
  ) : signerIndex !== null ? (
    <ColorSwatch color={`var(--mantine-color-${signerColor(signerIndex)}-6)`} size={14} aria-label={t('flow.recipients.signerDot')} />
  ) : null;
  const removeButton = (
    <Tooltip label={t('flow.recipients.remove', { name: who })}>
      <ActionIcon variant="subtle" color="gray" size={40} aria-label={t('flow.recipients.remove', { name: who })} onClick={onRemove}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  const inputs = (
    <Box style={{ flex: 1, minWidth: 0 }}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing={6}>
        <TextInput
          {...register(`recipients.${index}.name`)}
          label={t('flow.recipients.name')}
          placeholder={t('flow.recipients.namePlaceholder')}
          autoComplete="off"
          maxLength={LIMITS.recipientNameChars + 20}
          error={issueText(`${path}.name`)}
          data-autofocus-name={index}
        />
        <TextInput
          {...register(`recipients.${index}.email`)}
          type="email"
          label={t('flow.recipients.email')}
          placeholder={t('flow.recipients.emailPlaceholder')}
          autoComplete="off"
          error={issueText(`${path}.email`)}
        />
        <NativeSelect
          {...register(`recipients.${index}.role`)}
          label={t('flow.recipients.role')}
          aria-label={t('flow.recipients.roleOf', { name: who })}
          data={RECIPIENT_ROLES.map((role) => ({ value: role, label: t(`role_${role}`, { ns: 'common' }) }))}
        />
      </SimpleGrid>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        mt={6}
        rightSection={<IconChevronDown size={14} aria-hidden style={{ transform: moreOpen ? 'rotate(180deg)' : undefined }} />}
        aria-expanded={moreOpen}
        aria-controls={moreId}
        onClick={() => setMoreOpen((open) => !open)}
      >
        {moreOpen ? t('flow.recipients.fewerOptions') : t('flow.recipients.moreOptions')}
      </Button>
      <Collapse expanded={moreOpen} id={moreId}>
        <TextInput
          {...register(`recipients.${index}.accessCode`)}
          mt="xs"
          maw={{ base: '100%', sm: 320 }}
          label={t('flow.recipients.accessCode')}
          description={t('flow.recipients.accessCodeHint')}
          autoComplete="off"
          error={issueText(`${path}.accessCode`)}
        />
      </Collapse>
      {rowError && (
        <Box c="red.7" fz="sm" mt={4} role="alert">
          {rowError}
        </Box>
      )}
    </Box>
  );
  const border = rowError ? { borderColor: 'var(--mantine-color-red-6)' } : undefined;

  // On a phone the handle, number and remove button share a top line, so the inputs get the full width.
  if (isMobile) {
    return (
      <Paper withBorder radius="md" p="xs" mb="xs" data-recipient-row={index} style={border}>
        <Group gap="xs" wrap="nowrap" mb={4}>
          {handle}
          {marker}
          <Text fz="sm" fw={600} truncate style={{ flex: 1 }}>
            {t('flow.recipients.row', { n: index + 1 })}
          </Text>
          {removeButton}
        </Group>
        {inputs}
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="xs" mb="xs" data-recipient-row={index} style={border}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Box pt={24}>{handle}</Box>
        <Box w={28} pt={34} style={{ flexShrink: 0, display: 'flex', justifyContent: 'center' }}>
          {marker}
        </Box>
        {inputs}
        <Box pt={24}>{removeButton}</Box>
      </Group>
    </Paper>
  );
}
