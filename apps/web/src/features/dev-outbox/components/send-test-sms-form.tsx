import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { sendTestSms } from '@signet/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api/api-error';
import { useSendTestSms } from '../api/send-test-sms';

type FormValues = z.input<typeof sendTestSms.body>;

/** Sends a test text message through the configured SMS driver, to check delivery (the outbox, Twilio or Aliyun). */
export function SendTestSmsForm() {
  const { t } = useTranslation();
  const send = useSendTestSms();
  const form = useForm<FormValues>({ resolver: zodResolver(sendTestSms.body), defaultValues: { to: '' } });

  const onSubmit = form.handleSubmit((values) => send.mutate(values.to));

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="send-test-sms-title">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="xs">
          <Text id="send-test-sms-title" fw={600}>
            {t('devOutbox.testSmsTitle')}
          </Text>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            {/* Spaces and dashes are how people write numbers; the API wants E.164 without them. */}
            <TextInput
              {...form.register('to', { setValueAs: (value: string) => value.replace(/[\s-]/g, '') })}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              aria-label={t('devOutbox.testSmsLabel')}
              placeholder={t('devOutbox.testSmsPlaceholder')}
              error={form.formState.errors.to ? t('devOutbox.testSmsInvalid') : undefined}
              style={{ flex: 1 }}
            />
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={send.isPending}>
              {t('devOutbox.testMailSend')}
            </Button>
          </Group>
          {send.isSuccess ? (
            <Text fz="sm" c="dimmed" role="status">
              {t('devOutbox.testSmsSent', { driver: t(`devOutbox.smsDriver.${send.data.driver}`) })}
            </Text>
          ) : null}
          {send.isError ? (
            <Text fz="sm" c="red.8" role="alert">
              {isApiError(send.error) ? send.error.msg : t('devOutbox.loadError')}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
