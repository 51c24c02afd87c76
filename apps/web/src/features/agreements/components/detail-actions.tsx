import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMING, type Agreement, type AgreementAction } from '@signet/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useAgreementActions } from '../hooks/use-agreement-actions';
import { detailActions, isActionDisabled } from '../lib/agreement-actions';
import { ACTION_LABELS, DESTRUCTIVE, actionIcon } from './action-labels';
import { ResendMenu } from './resend-menu';
import { FinalDownloadMenu } from '../../../components/final-download-menu';
import { downloadFinalChoice } from '../lib/download-final-choice';

/** The buttons that fit the agreement's state, from the server's `actions`: one filled main step, the rest quiet. */
export function DetailActions({ agreement, actions }: { agreement: Agreement; actions: ReturnType<typeof useAgreementActions> }) {
  const { t } = useTranslation();
  const { primary, others, locked } = detailActions(agreement.status, agreement.actions);
  const target = { id: agreement.id, name: agreement.name, draftStep: agreement.draftStep };
  const [saving, setSaving] = useState(false);
  const finalDocuments = agreement.finalDocuments ?? [];

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
    if (action === 'download_final' && finalDocuments.length > 1) {
      // Several documents (issue 36): each sealed on its own, all in one PDF (the action), or a zip.
      return (
        <FinalDownloadMenu
          key={action}
          documents={finalDocuments}
          label={t(ACTION_LABELS[action])}
          position="bottom"
          loading={actions.isBusy(action, target) || saving}
          buttonProps={{ variant: filled ? 'filled' : 'default' }}
          onDownload={(choice) => {
            if (choice.kind === 'merged') return actions.run(action, target);
            setSaving(true);
            downloadFinalChoice(agreement, choice)
              .catch(() => notifications.show({ color: 'red', message: t('finalDownloads.failed'), autoClose: TIMING.toastMs }))
              .finally(() => setSaving(false));
          }}
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
