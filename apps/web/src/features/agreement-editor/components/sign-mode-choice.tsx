import { Alert, Anchor, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../lib/state/session-store';
import type { Step1Values } from '../lib/draft-form';

const MODES = [
  { value: 'others', label: 'flow.mode.others', hint: 'flow.mode.othersHint' },
  { value: 'self', label: 'flow.mode.self', hint: 'flow.mode.selfHint' },
] as const;

/** "Send to others" or "Just need my signature"; the latter says who signs (the server makes the sender the signer). */
export function SignModeChoice({ error }: { error?: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<Step1Values>();
  return (
    <Controller
      control={control}
      name="selfSign"
      render={({ field }) => (
        <Radio.Group
          value={field.value ? 'self' : 'others'}
          onChange={(value) => field.onChange(value === 'self')}
          label={t('flow.mode.label')}
          labelProps={{ fw: 600, mb: 6 }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {MODES.map((mode) => (
              <Radio.Card key={mode.value} value={mode.value} radius="md" p="sm" ref={mode.value === 'others' ? field.ref : undefined}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator color="dark" mt={2} />
                  <Stack gap={2}>
                    <Text fw={600}>{t(mode.label)}</Text>
                    <Text fz="sm" c="dimmed">
                      {t(mode.hint)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
          {field.value && <SelfSigner error={error} />}
        </Radio.Group>
      )}
    />
  );
}

function SelfSigner({ error }: { error?: string }) {
  const { t } = useTranslation();
  const userInfo = useSessionStore((state) => state.userInfo);
  if (!userInfo) return null;
  if (!userInfo.email) {
    return (
      <Alert mt="sm" color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role={error ? 'alert' : undefined}>
        <Text fz="sm">{error ?? t('flow.mode.noEmail')}</Text>
        <Anchor component={Link} to="/account" fz="sm" fw={600}>
          {t('flow.mode.accountLink')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Text mt="sm" fz="sm">
      {t('flow.mode.youWillSign')}{' '}
      <Text component="span" fw={600}>
        {userInfo.name}
      </Text>{' '}
      <Text component="span" c="dimmed">
        {userInfo.email}
      </Text>
    </Text>
  );
}
