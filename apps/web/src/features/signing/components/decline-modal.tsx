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
import type { SignerAct } from '../lib/signer-role';
import { pathAfterRefusal } from '../lib/signer-routes';

/** An approver rejects: the same decline, in its own words. */
const WORDS = {
  decline: { title: 'signing.decline.title', body: 'signing.decline.body', placeholder: 'signing.decline.reasonPlaceholder', confirm: 'signing.decline.confirm' },
  reject: { title: 'signing.reject.title', body: 'signing.reject.body', placeholder: 'signing.reject.reasonPlaceholder', confirm: 'signing.reject.confirm' },
} as const;

/** Decline (an approver: reject) with a required reason; the sender is e-mailed and the agreement ends. */
export function DeclineModal({ flowSignerId, act, opened, onClose }: { flowSignerId: string; act: SignerAct; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const words = WORDS[act === 'approve' ? 'reject' : 'decline'];
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
        // Gone to the error page, or to the start page when someone in their group acted first.
        const path = isApiError(error) ? pathAfterRefusal(error.code, flowSignerId) : null;
        if (path) void navigate(path, { replace: true });
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t(words.title)} fullScreen={isMobile} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t(words.body)}</Text>
          <Textarea
            label={t('signing.decline.reason')}
            placeholder={t(words.placeholder)}
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
              {t(words.confirm)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
