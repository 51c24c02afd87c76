import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { getAgreement, type Agreement } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowUpFields } from '../../../components/forms/follow-up-fields';
import { callOperation } from '../../../lib/api/app-client';
import { isApiError } from '../../../lib/api/api-error';
import { agreementKeys } from '../../../lib/agreements/agreement-keys';
import { expiresAtOf, followUpProblem, followUpValues, remindersOf } from '../../../lib/agreements/follow-up';
import { errorMessageOrGeneric } from '../../../lib/i18n/i18n';
import { useChangeFollowUp } from '../api/agreement-operations';
import { toastSuccess } from '../api/use-agreement-mutation';
import type { ActionTarget } from '../hooks/action-target';

/** The form, once the agreement's current values are known. */
function FollowUpForm({ agreement, onDone }: { agreement: Agreement; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const change = useChangeFollowUp();
  const expired = agreement.status === 'expired';
  const [values, setValues] = useState(() => followUpValues(agreement));
  const [touched, setTouched] = useState(false);
  const problem = touched ? followUpProblem(values, new Date()) : null;
  // An expired agreement reopens only with a new date (or none).
  const dateNeeded = touched && expired && values.expiresOn === followUpValues(agreement).expiresOn;
  const failure = change.error && isApiError(change.error) ? errorMessageOrGeneric(change.error.code, i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US') : null;

  const submit = () => {
    setTouched(true);
    if (followUpProblem(values, new Date()) || (expired && values.expiresOn === followUpValues(agreement).expiresOn)) return;
    change.mutate(
      { flowId: agreement.id, expiresAt: expiresAtOf(values), reminders: remindersOf(values) },
      {
        onSuccess: () => {
          toastSuccess(t(expired ? 'agreements.followUp.reopened' : 'agreements.followUp.saved'));
          onDone();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text fz="sm">{t(expired ? 'agreements.followUp.extendBody' : 'agreements.followUp.body')}</Text>
        <FollowUpFields
          value={values}
          onChange={setValues}
          expiryError={problem === 'expiry' || dateNeeded ? t('http_error_8106', { ns: 'common' }) : undefined}
          remindersError={problem === 'reminders' ? t('http_error_403', { ns: 'common' }) : undefined}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('agreements.actions.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t(expired ? 'agreements.followUp.extend' : 'agreements.followUp.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Reminders and expiry of a sent agreement; for an expired one, "Extend". The agreement is read fresh, so a list row can open it too. */
export function FollowUpModal({ target, onClose }: { target: ActionTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const flowId = target ? String(target.id) : '';
  const agreement = useQuery({
    queryKey: agreementKeys.detail(flowId),
    queryFn: ({ signal }) => callOperation(getAgreement, { params: { flowId } }, { signal }),
    enabled: target !== null,
  });
  const expired = agreement.data?.status === 'expired';
  return (
    <Modal opened={target !== null} onClose={onClose} title={t(expired ? 'agreements.followUp.extendTitle' : 'agreements.followUp.title')} centered>
      {agreement.data && String(agreement.data.id) === flowId ? (
        <FollowUpForm key={flowId} agreement={agreement.data} onDone={onClose} />
      ) : (
        <Center py="lg" aria-busy="true">
          <Loader size="sm" role="status" aria-label={t('agreements.followUp.loading')} />
        </Center>
      )}
    </Modal>
  );
}
