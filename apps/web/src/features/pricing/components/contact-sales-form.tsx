import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { contactSales } from '@signet/contracts';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { useServerError } from '../../../lib/api/use-server-error';
import { useSessionStore } from '../../../lib/state/session-store';
import { useContactSales } from '../api/checkout';

type Values = z.input<typeof contactSales.body>;

/**
 * The enterprise page's contact form: name, e-mail, company, how many senders, and a message,
 * checked with the contract's schema and sent to the sales team through the mail queue. A
 * signed-in buyer finds their name and address filled in.
 */
export function ContactSalesForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const user = useSessionStore((state) => state.userInfo);
  const send = useContactSales();
  const form = useForm<Values, unknown, z.output<typeof contactSales.body>>({
    resolver: zodResolver(contactSales.body),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', company: '', seats: null, message: '' },
  });
  // The account may load after the page: fill what the buyer has not typed yet.
  useEffect(() => {
    if (!user) return;
    if (!form.getValues('name')) form.setValue('name', user.name);
    if (!form.getValues('email') && user.email) form.setValue('email', user.email);
  }, [user, form]);
  const server = useServerError(send.error, []);
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) => send.mutate(values));

  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby={titleId}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconMail size={24} aria-hidden style={{ flex: 'none', marginTop: 4 }} color="var(--mantine-color-signet-7)" />
          <Stack gap={4}>
            <Title order={2} fz="xl" id={titleId}>
              {t('pricing.contactTitle')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('pricing.contactLead')}
            </Text>
          </Stack>
        </Group>
        {send.isSuccess ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status" title={t('pricing.contactSentTitle')}>
            {t('pricing.contactSent', { email: form.getValues('email') })}
          </Alert>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput {...form.register('name')} label={t('pricing.contactName')} autoComplete="name" required error={errors.name && t('pricing.contactNameError')} />
                <TextInput {...form.register('email')} label={t('pricing.contactEmail')} type="email" autoComplete="email" required error={errors.email && t('pricing.contactEmailError')} />
                <TextInput {...form.register('company')} label={t('pricing.contactCompany')} autoComplete="organization" />
                <Controller
                  control={form.control}
                  name="seats"
                  render={({ field }) => (
                    <NumberInput
                      label={t('pricing.contactSeats')}
                      description={t('pricing.contactSeatsHint')}
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      min={1}
                      max={1_000_000}
                      allowDecimal={false}
                      allowNegative={false}
                      value={field.value ?? ''}
                      onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                      onBlur={field.onBlur}
                      name={field.name}
                      ref={field.ref}
                      error={errors.seats && t('pricing.contactSeatsError')}
                    />
                  )}
                />
              </SimpleGrid>
              <Textarea
                {...form.register('message')}
                label={t('pricing.contactMessage')}
                placeholder={t('pricing.contactMessageHint')}
                autosize
                minRows={4}
                maxRows={12}
                required
                error={errors.message && t('pricing.contactMessageError')}
              />
              <FormAlert message={server.alert} />
              <Group justify="flex-end">
                <Button type="submit" loading={send.isPending}>
                  {t('pricing.contactSend')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
