import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Code, CopyButton, Group, Image, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { ErrorCode, TOTP_DIGITS, ZTotpCode } from '@signet/contracts';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../../components/forms/form-alert';
import { isApiError } from '../../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../../lib/i18n/i18n';
import { useConfirmTotpSetup } from '../../api/two-factor';

const QR_SIZE = 184;

/** The secret grouped in fours, as authenticator apps print it, so it is easier to type. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up an authenticator app (loaded when asked for, with the QR code library): the QR code
 * of the otpauth URI, the secret as text for typing, and the app's code to confirm.
 */
export function TotpSetup({ secret, uri, onDone, onCancel }: { secret: string; uri: string; onDone: (recoveryCodes: string[] | null) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmTotpSetup();
  const [qr, setQr] = useState<string | null>(null);
  const form = useForm<{ code: string }>({ resolver: zodResolver(z.object({ code: ZTotpCode })), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit((values) => confirm.mutate(values.code, { onSuccess: (answer) => onDone(answer.recoveryCodes) }));
  const failure = isApiError(confirm.error) ? confirm.error.code : confirm.error ? ErrorCode.InternalError : null;
  const message = failure && failure !== ErrorCode.Canceled ? errorMessageOrGeneric(failure, i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US') : null;

  useEffect(() => {
    let live = true;
    void QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [uri]);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('twoFactor.security.setupTitle')}
        </Title>
        <Text fz="sm">{t('twoFactor.security.setupScan')}</Text>
        {qr ? (
          <Image src={qr} alt={t('twoFactor.security.qrAlt')} w={QR_SIZE} h={QR_SIZE} radius="sm" bg="white" style={{ border: '1px solid var(--mantine-color-gray-3)' }} />
        ) : (
          <Skeleton w={QR_SIZE} h={QR_SIZE} radius="sm" />
        )}
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {t('twoFactor.security.setupKey')}
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code block style={{ flex: 1, minWidth: 0, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="totp-secret">
              {groupedSecret(secret)}
            </Code>
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy} leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}>
                  {copied ? t('twoFactor.security.copied') : t('twoFactor.security.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="sm">
            <Text fz="sm">{t('twoFactor.security.setupConfirm')}</Text>
            <TextInput
              {...form.register('code', { onChange: () => confirm.reset() })}
              label={t('twoFactor.proof.appCode')}
              description={t('twoFactor.proof.appCodeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TOTP_DIGITS + 1}
              maw={260}
              error={form.formState.errors.code ? t('twoFactor.proof.appCodeInvalid') : failure === ErrorCode.SecondFactorWrong ? message : undefined}
              styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.2em' } }}
            />
            <FormAlert message={failure === ErrorCode.SecondFactorWrong ? null : message} />
            <Group gap="sm">
              <Button type="submit" loading={confirm.isPending}>
                {t('twoFactor.security.turnOn')}
              </Button>
              <Button variant="subtle" color="gray" onClick={onCancel}>
                {t('twoFactor.security.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
