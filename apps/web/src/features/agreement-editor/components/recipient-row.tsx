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
  /** A template's working copy: the row is a role, with a fixed person only when the sender names one (issue 14). */
  template?: boolean;
}

/**
 * One recipient: name, e-mail, role, and an access code behind "More options". In a
 * template: the role's name and what it does, and behind "Always the same person" a fixed
 * person and access code.
 */
export function RecipientRow({ index, handle, signerIndex, signingOrder, issueText, onRemove, template = false }: RecipientRowProps) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<Step1Values>();
  const name = useWatch({ control, name: `recipients.${index}.name` });
  const roleName = useWatch({ control, name: `recipients.${index}.roleName` });
  const email = useWatch({ control, name: `recipients.${index}.email` });
  const accessCode = useWatch({ control, name: `recipients.${index}.accessCode` });
  const [moreOpen, setMoreOpen] = useState(accessCode !== '' || (template && (name !== '' || email !== '')));
  const moreId = useId();
  const path = `recipients.${index}`;
  const who = (template ? roleName.trim() : '') || name.trim() || t(template ? 'flow.roles.unnamed' : 'flow.recipients.unnamed', { n: index + 1 });
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
    <ColorSwatch color={`var(--mantine-color-${signerColor(signerIndex)}-6)`} size={14} role="img" aria-label={t('flow.recipients.signerDot')} />
  ) : null;
  const removeButton = (
    <Tooltip label={t('flow.recipients.remove', { name: who })}>
      <ActionIcon variant="subtle" color="gray" size={40} aria-label={t('flow.recipients.remove', { name: who })} onClick={onRemove}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  const roleSelect = (
    <NativeSelect
      {...register(`recipients.${index}.role`)}
      label={t('flow.recipients.role')}
      aria-label={t('flow.recipients.roleOf', { name: who })}
      data={RECIPIENT_ROLES.map((role) => ({ value: role, label: t(`role_${role}`, { ns: 'common' }) }))}
    />
  );
  const personInputs = (
    <>
      <TextInput
        {...register(`recipients.${index}.name`)}
        label={t(template ? 'flow.roles.personName' : 'flow.recipients.name')}
        placeholder={t('flow.recipients.namePlaceholder')}
        autoComplete="off"
        maxLength={LIMITS.recipientNameChars + 20}
        error={issueText(`${path}.name`)}
        {...(template ? {} : { 'data-autofocus-name': index })}
      />
      <TextInput
        {...register(`recipients.${index}.email`)}
        type="email"
        label={t(template ? 'flow.roles.personEmail' : 'flow.recipients.email')}
        placeholder={t('flow.recipients.emailPlaceholder')}
        autoComplete="off"
        error={issueText(`${path}.email`)}
      />
    </>
  );
  const accessCodeInput = (
    <TextInput
      {...register(`recipients.${index}.accessCode`)}
      mt="xs"
      maw={{ base: '100%', sm: 320 }}
      label={t('flow.recipients.accessCode')}
      description={t('flow.recipients.accessCodeHint')}
      autoComplete="off"
      error={issueText(`${path}.accessCode`)}
    />
  );
  const inputs = (
    <Box style={{ flex: 1, minWidth: 0 }}>
      {template ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
          <TextInput
            {...register(`recipients.${index}.roleName`)}
            label={t('flow.roles.name')}
            placeholder={t('flow.roles.namePlaceholder')}
            autoComplete="off"
            maxLength={LIMITS.recipientNameChars + 20}
            error={issueText(`${path}.roleName`)}
            data-autofocus-name={index}
          />
          {roleSelect}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing={6}>
          {personInputs}
          {roleSelect}
        </SimpleGrid>
      )}
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
        {template ? t('flow.roles.fixedPerson') : moreOpen ? t('flow.recipients.fewerOptions') : t('flow.recipients.moreOptions')}
      </Button>
      <Collapse expanded={moreOpen} id={moreId}>
        {template && (
          <>
            <Text fz="xs" c="dimmed" mt={4} mb={4}>
              {t('flow.roles.fixedPersonHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
              {personInputs}
            </SimpleGrid>
          </>
        )}
        {accessCodeInput}
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
            {t(template ? 'flow.roles.row' : 'flow.recipients.row', { n: index + 1 })}
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
