import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ErrorCode, WEBHOOK_EVENTS, createWebhookEndpoint } from '@signet/contracts';
import { IconWebhook } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { isApiError } from '../../../lib/api/api-error';
import { useServerError } from '../../../lib/api/use-server-error';
import { useCreateWebhook } from '../api/webhooks';
import { ShownOnceSecret } from './shown-once-secret';

type Values = z.input<typeof createWebhookEndpoint.body>;


/** Registers an endpoint for the events picked, then shows its signing secret once. */
export function NewWebhookForm() {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const form = useForm<Values, unknown, z.output<typeof createWebhookEndpoint.body>>({
    resolver: zodResolver(createWebhookEndpoint.body),
    defaultValues: { url: '', events: ['agreement.completed'], description: '' },
  });
  const server = useServerError(create.error, []);
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) => create.mutate(values, { onSuccess: () => form.reset({ url: '', events: values.events, description: '' }) }));
  const made = create.data;

  return (
    <Stack gap="sm">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('account.webhookNew')}>
        <Stack gap="sm">
          <TextInput
            {...form.register('url')}
            label={t('account.webhookUrl')}
            placeholder="https://example.com/signet-events"
            inputMode="url"
            error={errors.url && t('account.webhookUrlError')}
          />
          <TextInput {...form.register('description')} label={t('account.webhookDescription')} placeholder={t('account.webhookDescriptionHint')} />
          <Controller
            control={form.control}
            name="events"
            render={({ field }) => (
              <Checkbox.Group label={t('account.webhookEvents')} value={field.value} onChange={field.onChange} error={errors.events && t('account.webhookEventsError')}>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
                  {WEBHOOK_EVENTS.map((event) => (
                    <Checkbox key={event} value={event} label={t(`account.webhookEvent_${event.replace('.', '_')}` as never)} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
          {/* A refused address (403: not HTTPS, or private) gets words of its own; other failures the server's. */}
          <FormAlert message={isApiError(create.error) && create.error.code === ErrorCode.ParameterError ? t('account.webhookRefused') : server.alert} />
          <Group justify="flex-end">
            <Button type="submit" variant="default" leftSection={<IconWebhook size={16} aria-hidden />} loading={create.isPending}>
              {t('account.webhookCreate')}
            </Button>
          </Group>
        </Stack>
      </form>
      {made ? <ShownOnceSecret title={t('account.webhookMade')} secret={made.secret} testId="webhook-secret" /> : null}
    </Stack>
  );
}
