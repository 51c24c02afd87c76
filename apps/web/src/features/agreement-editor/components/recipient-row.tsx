import { ActionIcon, Box, Button, Checkbox, Collapse, ColorSwatch, Grid, Group, Paper, Select, SimpleGrid, Text, TextInput, Tooltip } from '@mantine/core';
import { LIMITS, isActingRole, type RecipientRole } from '@signet/contracts';
import { IconChevronDown, IconTrash } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/state/app-store';
import type { IssueText } from '../hooks/use-issue-text';
import type { Step1Values } from '../lib/draft-form';
import { signerColor } from '../lib/signer-colors';
import { CompanyPartyFields } from './company-party-fields';
import { RecipientVerificationFields } from './recipient-verification-fields';

/** The roles in the order a sender meets them: the usual first, those outside the steps last. */
const ROLE_CHOICES = ['signer', 'approver', 'filler', 'copy', 'viewer'] as const satisfies readonly RecipientRole[];

interface RecipientRowProps {
  index: number;
  /** The row's own key, so it can be found again after it moved. */
  rowKey: string;
  handle: ReactNode;
  /** Place among the recipients who hold fields (for the colour), or null for one who holds none. */
  holderIndex: number | null;
  /** How many steps the step picker offers (0: no picker, the order is off or nobody else acts). */
  stepChoices: number;
  /** The number a new last step would take; its choice says so. */
  newStep: number;
  /** What is wrong with the route at this recipient (routing.ts), in the reader's words. */
  routeProblem: string | undefined;
  issueText: IssueText;
  onRole: (role: RecipientRole) => void;
  onStep: (step: number) => void;
  onRemove: () => void;
  /** A template's working copy: the row is a role, with a fixed person only when the sender names one (issue 14). */
  template?: boolean;
}

/**
 * One recipient: name, e-mail, role, with the order on their step, for a copy whether the
 * invitation goes to them too, and how they prove who they are behind "More options". In a template:
 * the role's name and what it does, and behind "Always the same person" a fixed person and the same.
 */
export function RecipientRow(props: RecipientRowProps) {
  const { index, rowKey, handle, holderIndex, stepChoices, newStep, routeProblem, issueText, onRole, onStep, onRemove, template = false } = props;
  const { t } = useTranslation();
  const { register, control } = useFormContext<Step1Values>();
  const name = useWatch({ control, name: `recipients.${index}.name` });
  const roleName = useWatch({ control, name: `recipients.${index}.roleName` });
  const email = useWatch({ control, name: `recipients.${index}.email` });
  const verification = useWatch({ control, name: `recipients.${index}.verification` });
  const role = useWatch({ control, name: `recipients.${index}.role` });
  const step = useWatch({ control, name: `recipients.${index}.step` });
  const [moreOpen, setMoreOpen] = useState(verification !== 'none' || (template && (name !== '' || email !== '')));
  const moreId = useId();
  const path = `recipients.${index}`;
  const who = (template ? roleName.trim() : '') || name.trim() || t(template ? 'flow.roles.unnamed' : 'flow.recipients.unnamed', { n: index + 1 });
  const isMobile = useAppStore((state) => state.isMobile);
  const rowError = issueText(path) ?? routeProblem;
  // A message about an input behind "More options" opens it, so the message is never hidden.
  const optionsShown = moreOpen || Boolean(issueText(`${path}.accessCode`) ?? issueText(`${path}.phone`));

  const marker =
    holderIndex !== null ? <ColorSwatch color={`var(--mantine-color-${signerColor(holderIndex)}-6)`} size={14} role="img" aria-label={t('flow.recipients.signerDot')} /> : null;
  const removeButton = (
    <Tooltip label={t('flow.recipients.remove', { name: who })}>
      <ActionIcon variant="subtle" color="gray" size={40} aria-label={t('flow.recipients.remove', { name: who })} onClick={onRemove}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  const roleSelect = (
    <Select
      label={t('flow.recipients.role')}
      aria-label={t('flow.recipients.roleOf', { name: who })}
      value={role}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      data-focus="role"
      data={ROLE_CHOICES.map((choice) => ({ value: choice, label: t(`role_${choice}`, { ns: 'common' }) }))}
      onChange={(value) => {
        const chosen = ROLE_CHOICES.find((choice) => choice === value);
        if (chosen && chosen !== role) onRole(chosen);
      }}
    />
  );
  const stepSelect = stepChoices > 0 && isActingRole(role) && (
    <Select
      label={t('flow.recipients.step')}
      aria-label={t('flow.recipients.stepOf', { name: who })}
      value={String(step ?? 1)}
      allowDeselect={false}
      // As wide as its longest choice ("Step 4 (new)"), which the narrow column would wrap.
      comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-end' }}
      data-focus="step"
      data={Array.from({ length: stepChoices }, (_, at) => at + 1).map((n) => ({
        value: String(n),
        label: n === newStep ? t('flow.recipients.stepNew', { n }) : t('flow.recipients.stepOption', { n }),
      }))}
      onChange={(value) => {
        const chosen = Number(value);
        if (Number.isInteger(chosen) && chosen !== step) onStep(chosen);
      }}
    />
  );
  const routeLine = (
    <>
      {role !== 'signer' && (
        <Text fz="xs" c="dimmed" mt={6}>
          {t(`flow.recipients.roleHint_${role}`)}
        </Text>
      )}
      {role === 'copy' && <Checkbox {...register(`recipients.${index}.copyAtSend`)} mt={8} label={t('flow.recipients.copyAtSend')} />}
      {(role === 'signer' || role === 'approver') && <CompanyPartyFields index={index} issueText={issueText} />}
    </>
  );
  const nameInput = (
    <TextInput
      {...register(`recipients.${index}.name`)}
      label={t(template ? 'flow.roles.personName' : 'flow.recipients.name')}
      placeholder={t('flow.recipients.namePlaceholder')}
      autoComplete="off"
      maxLength={LIMITS.recipientNameChars + 20}
      error={issueText(`${path}.name`)}
      {...(template ? {} : { 'data-autofocus-name': index })}
    />
  );
  const emailInput = (
    <TextInput
      {...register(`recipients.${index}.email`)}
      type="email"
      label={t(template ? 'flow.roles.personEmail' : 'flow.recipients.email')}
      placeholder={t('flow.recipients.emailPlaceholder')}
      autoComplete="off"
      error={issueText(`${path}.email`)}
    />
  );
  const inputs = (
    <Box style={{ flex: 1, minWidth: 0 }}>
      {/* 24 columns: name, e-mail, role and step side by side on a wide screen; on a phone role and step share a line. */}
      <Grid columns={24} columnGap="xs" rowGap={6}>
        {template ? (
          <Grid.Col span={{ base: 24, sm: stepSelect ? 10 : 12 }}>
            <TextInput
              {...register(`recipients.${index}.roleName`)}
              label={t('flow.roles.name')}
              placeholder={t('flow.roles.namePlaceholder')}
              autoComplete="off"
              maxLength={LIMITS.recipientNameChars + 20}
              error={issueText(`${path}.roleName`)}
              data-autofocus-name={index}
            />
          </Grid.Col>
        ) : (
          <>
            <Grid.Col span={{ base: 24, sm: stepSelect ? 7 : 8 }}>{nameInput}</Grid.Col>
            <Grid.Col span={{ base: 24, sm: stepSelect ? 7 : 8 }}>{emailInput}</Grid.Col>
          </>
        )}
        <Grid.Col span={{ base: stepSelect ? 15 : 24, sm: stepSelect ? (template ? 8 : 6) : template ? 12 : 8 }}>{roleSelect}</Grid.Col>
        {stepSelect && <Grid.Col span={{ base: 9, sm: template ? 6 : 4 }}>{stepSelect}</Grid.Col>}
      </Grid>
      {routeLine}
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        mt={6}
        rightSection={<IconChevronDown size={14} aria-hidden style={{ transform: optionsShown ? 'rotate(180deg)' : undefined }} />}
        aria-expanded={optionsShown}
        aria-controls={moreId}
        onClick={() => setMoreOpen(!optionsShown)}
      >
        {template ? t('flow.roles.fixedPerson') : optionsShown ? t('flow.recipients.fewerOptions') : t('flow.recipients.moreOptions')}
      </Button>
      <Collapse expanded={optionsShown} id={moreId}>
        {template && (
          <>
            <Text fz="xs" c="dimmed" mt={4} mb={4}>
              {t('flow.roles.fixedPersonHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
              {nameInput}
              {emailInput}
            </SimpleGrid>
          </>
        )}
        <RecipientVerificationFields index={index} who={who} issueText={issueText} template={template} />
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
      <Paper withBorder radius="md" p="xs" mb="xs" data-recipient-row={index} data-row-key={rowKey} style={border}>
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
    <Paper withBorder radius="md" p="xs" mb="xs" data-recipient-row={index} data-row-key={rowKey} style={border}>
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
