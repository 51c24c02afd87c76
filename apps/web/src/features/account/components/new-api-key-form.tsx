import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { API_KEY_MODES, API_KEY_SCOPES, LIMITS } from '@signet/contracts';
import { IconKey } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { useServerError } from '../../../lib/api/use-server-error';
import { useCreateApiKey } from '../api/api-keys';
import { ShownOnceSecret } from './shown-once-secret';

const LIFETIMES = ['never', '30', '90', '365'] as const;
const ZNewKey = z.object({
  name: z.string().trim().min(1).max(LIMITS.apiKeyNameChars),
  scope: z.enum(API_KEY_SCOPES),
  mode: z.enum(API_KEY_MODES),
  lifetime: z.enum(LIFETIMES),
});
type Values = z.infer<typeof ZNewKey>;

/** When a key made now with this lifetime stops working, or null for never. */
export function expiryOf(lifetime: (typeof LIFETIMES)[number], now = Date.now()): string | null {
  return lifetime === 'never' ? null : new Date(now + Number(lifetime) * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * Makes a named key with a scope, a mode (live, or test: issue 38) and a lifetime, then shows the key once with a copy button:
 * only its hash is kept, so it cannot be shown again.
 */
export function NewApiKeyForm() {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const form = useForm<Values>({ resolver: zodResolver(ZNewKey), defaultValues: { name: '', scope: 'read', mode: 'live', lifetime: '90' } });
  const server = useServerError(create.error, []);
  const onSubmit = form.handleSubmit((values) =>
    create.mutate({ name: values.name, scope: values.scope, mode: values.mode, expiresAt: expiryOf(values.lifetime) }, { onSuccess: () => form.reset({ ...values, name: '' }) }),
  );
  const made = create.data;

  return (
    <Stack gap="sm">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('account.apiKeyNew')}>
        <Stack gap="sm">
          <TextInput
            {...form.register('name')}
            label={t('account.apiKeyName')}
            placeholder={t('account.apiKeyNameHint')}
            maxLength={LIMITS.apiKeyNameChars}
            error={form.formState.errors.name && t('account.apiKeyNameError')}
          />
          <Controller
            control={form.control}
            name="scope"
            render={({ field }) => (
              <Stack gap={4}>
                <Text fz="sm" fw={500} id="api-key-scope">
                  {t('account.apiKeyScope')}
                </Text>
                <SegmentedControl
                  aria-labelledby="api-key-scope"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  data={API_KEY_SCOPES.map((scope) => ({ value: scope, label: t(`account.apiKeyScope_${scope}`) }))}
                  fullWidth
                />
              </Stack>
            )}
          />
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <Stack gap={4}>
                <Text fz="sm" fw={500} id="api-key-mode">
                  {t('account.apiKeyMode')}
                </Text>
                <SegmentedControl
                  aria-labelledby="api-key-mode"
                  aria-describedby="api-key-mode-hint"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  color={field.value === 'test' ? 'orange' : undefined}
                  data={API_KEY_MODES.map((mode) => ({ value: mode, label: t(`account.apiKeyMode_${mode}`) }))}
                  fullWidth
                />
                <Text fz="xs" c={field.value === 'test' ? 'orange.9' : 'dimmed'} id="api-key-mode-hint">
                  {t(`account.apiKeyModeHint_${field.value}`)}
                </Text>
              </Stack>
            )}
          />
          <Controller
            control={form.control}
            name="lifetime"
            render={({ field }) => (
              <Select
                label={t('account.apiKeyExpiry')}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                data={LIFETIMES.map((lifetime) => ({ value: lifetime, label: t(`account.apiKeyLifetime_${lifetime}`) }))}
              />
            )}
          />
          <FormAlert message={server.alert} />
          <Group justify="flex-end">
            <Button type="submit" variant="default" leftSection={<IconKey size={16} aria-hidden />} loading={create.isPending}>
              {t('account.apiKeyCreate')}
            </Button>
          </Group>
        </Stack>
      </form>
      {made ? <ShownOnceSecret title={t('account.apiKeyMade', { name: made.key.name })} secret={made.secret} testId="api-key-secret" /> : null}
    </Stack>
  );
}
