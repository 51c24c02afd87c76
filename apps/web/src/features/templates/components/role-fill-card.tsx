import { Badge, Button, Collapse, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { LIMITS } from '@signet/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RoleFillValues, TemplateUseValues } from '../lib/template-use-form';

/**
 * One role: who takes it this time, with their mobile number when the role is verified by SMS
 * code (issue 35). A fixed person is shown filled in and may be replaced once.
 * With several steps, the role's step stands before its name.
 */
export function RoleFillCard({ index, role, ordered, error }: { index: number; role: RoleFillValues; ordered: boolean; error: (path: string) => string | undefined }) {
  const { t } = useTranslation();
  const { register } = useFormContext<TemplateUseValues>();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const path = `roles.${index}`;
  return (
    <Paper withBorder radius="md" p="md" component="fieldset" m={0} data-testid="role-fill" style={{ minWidth: 0 }}>
      <Group gap="xs" mb="xs" component="legend" p={0} wrap="nowrap">
        {ordered && role.step !== null && (
          <Badge variant="default" circle aria-label={t('fields.review.stepNumber', { n: role.step })} style={{ flex: 'none' }}>
            {role.step}
          </Badge>
        )}
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {role.roleName}
        </Text>
        <Badge variant="light" color="gray" size="sm" tt="none" style={{ flex: 'none' }}>
          {t(`role_${role.role}`, { ns: 'common' })}
        </Badge>
      </Group>
      {role.pinned && (
        <Text fz="xs" c="dimmed" mb={6}>
          {t('templates.use.pinnedHint')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6}>
        <TextInput
          {...register(`roles.${index}.name`)}
          label={t('flow.recipients.name')}
          placeholder={t('flow.recipients.namePlaceholder')}
          autoComplete="off"
          maxLength={LIMITS.recipientNameChars + 20}
          error={error(`${path}.name`)}
        />
        <TextInput
          {...register(`roles.${index}.email`)}
          type="email"
          label={t('flow.recipients.email')}
          placeholder={t('flow.recipients.emailPlaceholder')}
          autoComplete="off"
          error={error(`${path}.email`)}
        />
        {role.verification === 'sms_code' && (
          <TextInput
            {...register(`roles.${index}.phone`)}
            type="tel"
            label={t('flow.recipients.phone')}
            description={t('templates.use.phoneHint')}
            placeholder="+86 138 0013 8000"
            autoComplete="off"
            error={error(`${path}.phone`)}
          />
        )}
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
          {...register(`roles.${index}.accessCode`)}
          mt="xs"
          maw={{ base: '100%', sm: 320 }}
          label={t('flow.recipients.accessCode')}
          description={t('flow.recipients.accessCodeHint')}
          autoComplete="off"
          error={error(`${path}.accessCode`)}
        />
      </Collapse>
      {error(path) && (
        <Text c="red.7" fz="sm" mt={4} role="alert">
          {error(path)}
        </Text>
      )}
    </Paper>
  );
}
