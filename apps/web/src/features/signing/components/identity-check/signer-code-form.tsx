import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { CODE_DIGITS, type ErrorCode, type ErrorData } from '@signet/contracts';
import { IconAlertTriangle, IconDeviceMobileMessage, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { useSecondsUntil } from '../../../../hooks/use-seconds-until';
import { isApiError } from '../../../../lib/api/api-error';
import { useSendSignerCode, type SignerLink } from '../../api/send-signer-code';
import '../../lib/signer-code-messages';
import { signerCodeRefusal } from '../../lib/signer-code-refusal';
import { endsJourney } from '../../lib/signer-routes';
import { IdentityCheckCard } from './identity-check-card';

/** How long after a code was sent before another may be asked for. */
export const RESEND_WAIT_MS = 60_000;

export interface SignerCodeFormProps {
  link: SignerLink;
  /** The 8401 answer: the method, where codes go (masked), and when the live code was sent. */
  required: ErrorData<typeof ErrorCode.SignerCodeRequired>;
  /** Opens the link with the code (bindSignerInfo with `verificationCode`). */
  onContinue: (code: string) => void;
  /** The bind is on its way. */
  pending: boolean;
  /** The bind's last failure, if any. */
  bindError: unknown;
  /** A send refused in a way that ends the journey (the agreement was voided meanwhile…). */
  onJourneyEnd: (code: number) => void;
  now?: () => number;
}

/**
 * "Confirm it's you" (issue 35): a 6-digit code sent by e-mail or SMS, asked for before the
 * documents open. No code is sent until the signer presses Send, so a mail scanner that opens
 * the link sends no text message; when one is already on its way the field shows at once.
 */
export function SignerCodeForm({ link, required, onContinue, pending, bindError, onJourneyEnd, now = Date.now }: SignerCodeFormProps) {
  const { t } = useTranslation();
  const send = useSendSignerCode(link);
  const [sentTo, setSentTo] = useState(required.target);
  // "+86 138****5678" stays on one line.
  const target = sentTo.replace(/ /g, '\u00a0');
  const [sentAt, setSentAt] = useState(required.sentAt);
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  // A code refused is not this one once the signer edits it.
  const [edited, setEdited] = useState(false);
  // The message is about the last press: a new code makes the old code's refusal moot.
  const [last, setLast] = useState<'send' | 'continue'>('continue');
  const waitLeft = useSecondsUntil(sentAt === null ? null : sentAt + RESEND_WAIT_MS, now);
  const complete = new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code);
  usePageTitle(t('signerCode.title'));

  const sendCode = () => {
    setLast('send');
    send.mutate(undefined, {
      onSuccess: (answer) => {
        setSentTo(answer.target);
        setSentAt(now());
        setCode('');
        setTried(false);
      },
      onError: (error) => {
        if (isApiError(error) && endsJourney(error.code)) onJourneyEnd(error.code);
      },
    });
  };
  const submit = () => {
    setTried(true);
    setEdited(false);
    if (!complete) return;
    setLast('continue');
    onContinue(code);
  };

  const refusal = signerCodeRefusal(last === 'send' ? send.error : bindError, t, target);
  const fieldError = tried && !complete ? t('signerCode.codeInvalid') : refusal?.at === 'code' && !edited ? refusal.text : undefined;
  const alert = refusal?.at === 'form' && (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" p="sm">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{refusal.text}</Text>
        {refusal.retry && (
          <Button variant="default" size="compact-md" onClick={last === 'send' ? sendCode : submit}>
            {t('signerCode.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
  const icon = required.method === 'sms_code' ? <IconDeviceMobileMessage size={28} stroke={1.6} /> : <IconMailCheck size={28} stroke={1.6} />;

  if (sentAt === null) {
    return (
      <IdentityCheckCard icon={icon} title={t('signerCode.title')}>
        <Text c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {t(`signerCode.intro_${required.method}`, { target })}
        </Text>
        {alert}
        <Button size="md" mih={44} loading={send.isPending} onClick={sendCode} data-autofocus>
          {t('signerCode.send')}
        </Button>
      </IdentityCheckCard>
    );
  }

  return (
    <IdentityCheckCard icon={icon} title={t('signerCode.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text c="dimmed" ta="center" role="status" style={{ overflowWrap: 'anywhere' }}>
            {t(`signerCode.sent_${required.method}`, { target })}
          </Text>
          <TextInput
            label={t('signerCode.code')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, CODE_DIGITS));
              setEdited(true);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_DIGITS}
            size="md"
            error={fieldError}
            data-autofocus
            autoFocus
            styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
          />
          {alert}
          <Button type="submit" size="md" mih={44} loading={pending}>
            {t('signerCode.continue')}
          </Button>
          <Button
            variant="subtle"
            mih={44}
            disabled={waitLeft > 0}
            loading={send.isPending}
            onClick={sendCode}
            // The label ticks every second; announcing each tick would drown a screen reader.
            aria-live="off"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {waitLeft > 0 ? t('signerCode.resendIn', { count: waitLeft }) : t('signerCode.resend')}
          </Button>
        </Stack>
      </form>
    </IdentityCheckCard>
  );
}
