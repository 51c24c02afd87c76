import { Badge, Stack, Text } from '@mantine/core';
import { ErrorCode } from '@signet/contracts';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useAppStore } from '../../../lib/state/app-store';

type Help = 'helpResend' | 'helpLatest' | 'helpTomorrow' | 'helpDone' | 'helpAsk';

/** What the signer can do about each answer. */
const HELP: Partial<Record<number, Help>> = {
  [ErrorCode.SignatureNotFound]: 'helpLatest',
  [ErrorCode.LinkExpired]: 'helpResend',
  [ErrorCode.NotificationExpired]: 'helpLatest',
  [ErrorCode.NotifyLimitReached]: 'helpTomorrow',
  [ErrorCode.ProcessCompleted]: 'helpDone',
  [ErrorCode.ProcessRejected]: 'helpDone',
  [ErrorCode.ProcessVoided]: 'helpAsk',
  [ErrorCode.ProcessDeleted]: 'helpAsk',
  [ErrorCode.ProcessAbandoned]: 'helpAsk',
};

/** Answers where a fresh e-mail from the sender is the way on. */
const RESEND: ReadonlySet<number> = new Set([ErrorCode.SignatureNotFound, ErrorCode.NotificationExpired]);

/** /sign/error/:errorCode: why a signing link failed, in the catalogue's words, and what to do. */
export function SignErrorPage() {
  const { t } = useTranslation();
  const { errorCode = '' } = useParams();
  const language = useAppStore((state) => state.language);
  const code = /^\d{1,6}$/.test(errorCode) ? Number(errorCode) : Number.NaN;
  const help = HELP[code] ?? 'helpAsk';
  const done = code === ErrorCode.ProcessCompleted;
  return (
    <StatusPage
      icon={<IconLinkOff size={32} stroke={1.6} />}
      color={done ? 'green' : 'red'}
      eyebrow={
        Number.isFinite(code) ? (
          <Badge variant="light" color="gray" size="lg">
            {t('pages.signError.code', { code })}
          </Badge>
        ) : undefined
      }
      title={t('pages.signError.title')}
      body={
        <Stack gap="xs" component="span">
          <Text component="span" fw={500} c="var(--mantine-color-text)">
            {errorMessageOrGeneric(code, language)}
          </Text>
          <Text component="span">{t(`signing.error.${help}`)}</Text>
          {RESEND.has(code) && <Text component="span">{t('signing.error.helpResend')}</Text>}
        </Stack>
      }
      hideHome
    />
  );
}
