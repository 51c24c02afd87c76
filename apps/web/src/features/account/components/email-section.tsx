import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMING, changeEmail } from '@signet/contracts';
import type { UserInfo } from '@signet/contracts';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CodeInput } from '../../../components/forms/code-input';
import { FormAlert } from '../../../components/forms/form-alert';
import { SendCodeButton } from '../../../components/forms/send-code-button';
import { useCountdown } from '../../../hooks/use-countdown';
import { useServerError } from '../../../lib/api/use-server-error';
import { useChangeEmail } from '../api/change-email';
import { useSendChangeEmailCode } from '../api/send-change-email-code';
import { SectionCard } from '../../../components/section-card';

const RESEND_WAIT_SECONDS = 60;

/** The e-mail and whether it is verified; a change is proven by a code sent to the new address. */
export function EmailSection({ userInfo }: { userInfo: UserInfo }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      icon={<IconMail size={20} />}
      title={t('account.emailTitle')}
      action={
        editing ? null : (
          <Button variant="default" size="xs" onClick={() => setEditing(true)}>
            {t('account.emailChange')}
          </Button>
        )
      }
    >
      <Group gap="sm" wrap="wrap">
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {userInfo.email ?? t('account.emailNone')}
        </Text>
        {userInfo.email ? (
          <Badge color={userInfo.emailVerified ? 'teal' : 'yellow'} variant="light">
            {userInfo.emailVerified ? t('account.verified') : t('account.unverified')}
          </Badge>
        ) : null}
      </Group>
      {editing ? <ChangeEmailForm onDone={() => setEditing(false)} /> : null}
    </SectionCard>
  );
}

type Values = z.input<typeof changeEmail.body>;

function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const send = useSendChangeEmailCode();
  const change = useChangeEmail();
  const countdown = useCountdown(RESEND_WAIT_SECONDS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof changeEmail.body>>({
    resolver: zodResolver(changeEmail.body),
    defaultValues: { email: '', code: '' },
  });
  const server = useServerError(change.error ?? send.error, ['email', 'code']);
  const { errors } = form.formState;

  const sendCode = async () => {
    if (!(await form.trigger('email'))) return;
    const email = form.getValues('email');
    change.reset();
    send.mutate(email, {
      onSuccess: () => {
        setSentTo(email.trim().toLowerCase());
        countdown.start();
      },
    });
  };
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (userInfo) => {
        notifications.show({ color: 'teal', message: t('account.emailSaved', { email: userInfo.email ?? '' }), autoClose: TIMING.toastMs });
        onDone();
      },
    }),
  );

  return (
    <form onSubmit={(event) => void (sentTo ? onSubmit(event) : (event.preventDefault(), sendCode()))} noValidate>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('account.emailCodeHint')}
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            {...form.register('email', { onChange: () => change.reset() })}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            label={t('account.emailNew')}
            placeholder={t('auth.emailPlaceholder')}
            error={(errors.email && t('auth.invalidEmail')) ?? server.fieldError('email')}
            readOnly={sentTo !== null}
            autoFocus
            style={{ flex: '1 1 220px' }}
          />
          <SendCodeButton
            type={sentTo ? 'button' : 'submit'}
            sent={sentTo !== null}
            secondsLeft={countdown.remaining}
            loading={send.isPending}
            onClick={sentTo ? () => void sendCode() : undefined}
            mt={25}
          />
        </Group>
        {sentTo ? (
          <>
            <Text fz="sm" c="dimmed" role="status">
              {t('auth.codeSentTo', { email: sentTo })}
            </Text>
            <Controller
              control={form.control}
              name="code"
              render={({ field }) => (
                <CodeInput
                  value={field.value}
                  onChange={(value) => {
                    change.reset();
                    field.onChange(value);
                  }}
                  error={(errors.code && t('auth.invalidCode')) ?? server.fieldError('code')}
                  autoFocus
                />
              )}
            />
          </>
        ) : null}
        <FormAlert message={server.alert} />
        <Group gap="sm">
          {sentTo ? (
            <Button type="submit" loading={change.isPending}>
              {t('account.save')}
            </Button>
          ) : null}
          <Button variant="subtle" color="gray" onClick={onDone}>
            {t('account.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
