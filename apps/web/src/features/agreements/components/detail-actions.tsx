import { Button, Group } from '@mantine/core';
import type { Agreement, AgreementAction } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import type { useAgreementActions } from '../hooks/use-agreement-actions';
import { detailActions, isActionDisabled } from '../lib/agreement-actions';
import { ACTION_LABELS, DESTRUCTIVE, actionIcon } from './action-labels';
import { ResendMenu } from './resend-menu';

/** The buttons that fit the agreement's state, from the server's `actions`: one filled main step, the rest quiet. */
export function DetailActions({ agreement, actions }: { agreement: Agreement; actions: ReturnType<typeof useAgreementActions> }) {
  const { t } = useTranslation();
  const { primary, others, locked } = detailActions(agreement.status, agreement.actions);
  const target = { id: agreement.id, name: agreement.name, draftStep: agreement.draftStep };

  const button = (action: AgreementAction, filled: boolean) => {
    if (action === 'notify') {
      return (
        <ResendMenu
          key={action}
          disabled={locked}
          loading={actions.isBusy('notify', target)}
          onResend={(scope) => actions.run('notify', target, scope)}
        />
      );
    }
    const destructive = DESTRUCTIVE.includes(action);
    return (
      <Button
        key={action}
        variant={filled ? 'filled' : 'default'}
        c={!filled && destructive && !locked ? 'red.8' : undefined}
        leftSection={actionIcon(action)}
        disabled={isActionDisabled(action, locked)}
        loading={actions.isBusy(action, target)}
        onClick={() => actions.run(action, target)}
      >
        {action === 'follow_up' && agreement.status === 'expired' ? t('agreements.actions.extend') : t(ACTION_LABELS[action])}
      </Button>
    );
  };

  if (!primary && others.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('agreements.actions.label')}>
      {primary && button(primary, true)}
      {others.map((action) => button(action, false))}
    </Group>
  );
}
