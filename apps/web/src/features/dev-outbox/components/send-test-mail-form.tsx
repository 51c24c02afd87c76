import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { sendTestMail } from '@signet/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSendTestMail } from '../api/send-test-mail';

type FormValues = z.input<typeof sendTestMail.body>;

/** Sends a test e-mail through the job queue, to check mail delivery end to end. */
export function SendTestMailForm() {
  const { t } = useTranslation();
  const send = useSendTestMail();
  const form = useForm<FormValues>({ resolver: zodResolver(sendTestMail.body), defaultValues: { to: '' } });

  const onSubmit = form.handleSubmit((values) => send.mutate(values.to));

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="send-test-mail-title">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="xs">
          <Text id="send-test-mail-title" fw={600}>
            {t('devOutbox.testMailTitle')}
          </Text>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              {...form.register('to')}
              type="email"
              autoComplete="email"
              aria-label={t('devOutbox.testMailLabel')}
              placeholder={t('devOutbox.testMailPlaceholder')}
              error={form.formState.errors.to ? t('devOutbox.testMailInvalid') : undefined}
              style={{ flex: 1 }}
            />
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={send.isPending}>
              {t('devOutbox.testMailSend')}
            </Button>
          </Group>
          {send.isSuccess ? (
            <Text fz="sm" c="dimmed" role="status">
              {t('devOutbox.testMailQueued')}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
