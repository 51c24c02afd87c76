import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { LIMITS } from '@signet/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { isApiError } from '../../../lib/api/api-error';
import { toastSuccess } from '../api/use-agreement-mutation';
import { useVoidAgreement } from '../api/agreement-operations';
import type { ActionTarget } from '../hooks/action-target';

/** Voiding needs a reason (the recipients read it); errors stay in the dialog. */
export function VoidModal({ target, onClose }: { target: ActionTarget | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const voidAgreement = useVoidAgreement();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const fieldError = !touched ? undefined : !trimmed ? t('agreements.void.reasonRequired') : trimmed.length > LIMITS.voidReasonChars ? t('agreements.void.reasonTooLong', { n: LIMITS.voidReasonChars }) : undefined;
  const failure = voidAgreement.error && isApiError(voidAgreement.error) ? errorMessageOrGeneric(voidAgreement.error.code, i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US') : null;

  const close = () => {
    setReason('');
    setTouched(false);
    voidAgreement.reset();
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (!target || !trimmed || trimmed.length > LIMITS.voidReasonChars) return;
    voidAgreement.mutate(
      { flowId: target.id, reason: trimmed },
      {
        onSuccess: () => {
          toastSuccess(t('void_success', { ns: 'common' }));
          close();
        },
      },
    );
  };

  return (
    <Modal opened={target !== null} onClose={close} title={t('agreements.void.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack>
          <Text fz="sm">{t('agreements.void.body')}</Text>
          <Textarea
            label={t('agreements.void.reason')}
            description={t('agreements.void.reasonHint')}
            required
            autosize
            minRows={3}
            maxRows={8}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            onBlur={() => setTouched(reason !== '')}
            error={fieldError}
            data-autofocus
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('agreements.actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={voidAgreement.isPending}>
              {t('agreements.void.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
