import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { LIMITS } from '@signet/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useAppStore } from '../../../lib/state/app-store';
import { useDeclineAgreement } from '../api/signer-mutations';
import { endsJourney, signErrorPath } from '../lib/signer-routes';

/** Decline with a required reason; the sender is e-mailed and the agreement ends. */
export function DeclineModal({ flowSignerId, opened, onClose }: { flowSignerId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useAppStore((state) => state.isMobile);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const decline = useDeclineAgreement(flowSignerId);
  const empty = reason.trim() === '';
  const code = isApiError(decline.error) ? decline.error.code : decline.error ? 500 : null;

  const submit = () => {
    setTouched(true);
    if (empty) return;
    decline.mutate(reason.trim(), {
      onSuccess: () => void navigate(`/sign/finish/${flowSignerId}`, { replace: true }),
      onError: (error) => {
        if (isApiError(error) && endsJourney(error.code)) void navigate(signErrorPath(error.code), { replace: true });
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('signing.decline.title')} fullScreen={isMobile} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('signing.decline.body')}</Text>
          <Textarea
            label={t('signing.decline.reason')}
            placeholder={t('signing.decline.reasonPlaceholder')}
            description={t('up_to_chars', { ns: 'common', n: LIMITS.declineReasonChars })}
            withAsterisk
            autosize
            minRows={4}
            maxLength={LIMITS.declineReasonChars}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={touched && empty ? t('signing.decline.required') : undefined}
            data-autofocus
          />
          <FormAlert message={code === null ? null : errorMessageOrGeneric(code)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} mih={44}>
              {t('signing.common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={decline.isPending} mih={44}>
              {t('signing.decline.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
