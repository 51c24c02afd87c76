import { sharedMessages } from '@signet/contracts';
import type { Locale } from '@signet/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageFor, errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useReviseAgreement } from '../api/agreement-operations';
import type { ActionTarget } from '../hooks/action-target';

/**
 * The words for a failed revise: a catalogue key the server answered with (the 403
 * 'revise_after_signature'), else for a 403 the server's own text, else the catalogue's
 * http_error_{code} (7025, 7203, 7408, ...), the server's text, or the generic failure.
 */
export function reviseFailureText(error: unknown, language: Locale): string {
  if (!isApiError(error)) return errorMessageOrGeneric(0, language);
  const catalogue = sharedMessages[language] as Record<string, string>;
  if (error.msg && error.msg in catalogue) return catalogue[error.msg] ?? error.msg;
  const server = error.msg && error.msg !== 'error' ? error.msg : undefined;
  if (error.code === 403 && server) return server;
  return errorMessageFor(error.code, language) ?? server ?? errorMessageOrGeneric(error.code, language);
}

/**
 * Taking a sent agreement back to change it: its links stop working until it is sent again,
 * so the sender confirms first. On success the creation steps open; errors (someone signed
 * meanwhile: 'revise_after_signature', another change running, ...) stay in the dialog.
 */
export function ReviseModal({ target, onClose }: { target: ActionTarget | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const revise = useReviseAgreement();
  const language = i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US';
  const failure = revise.error ? reviseFailureText(revise.error, language) : null;

  const close = () => {
    revise.reset();
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    revise.mutate(target.id, {
      onSuccess: (agreement) => {
        revise.reset();
        onClose();
        void navigate(`/flow/create/step1/${String(agreement.id)}`);
      },
    });
  };

  return (
    <Modal opened={target !== null} onClose={close} title={t('agreements.revise.title')} centered>
      <Stack>
        <Text fz="sm">{t('agreements.revise.body')}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('agreements.actions.cancel')}
          </Button>
          <Button loading={revise.isPending} onClick={confirm} data-autofocus>
            {t('agreements.revise.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
