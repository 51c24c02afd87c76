import { notifications } from '@mantine/notifications';
import { TIMING, getAgreement, getAgreementFinalFile } from '@signet/contracts';
import type { AgreementAction } from '@signet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fileRequest } from '../../../lib/api/file-request';
import { callOperation } from '../../../lib/api/app-client';
import { agreementKeys } from '../../../lib/agreements/agreement-keys';
import { useCopyAgreement, useNotifySigners, useRestoreAgreement, useRetryCompletion } from '../api/agreement-operations';
import { toastSuccess } from '../api/use-agreement-mutation';
import { DeleteAgreementModal } from '../components/delete-modal';
import { FollowUpModal } from '../components/follow-up-modal';
import { ReviseModal } from '../components/revise-modal';
import { VoidModal } from '../components/void-modal';
import { downloadAgreementFile } from '../lib/download-agreement-file';
import type { ActionTarget } from './action-target';

export type NotifyScope = 'all' | 'next';

const stepPath = (target: ActionTarget, step: number) => `/flow/create/step${[1, 2, 3].includes(step) ? step : 1}/${String(target.id)}`;

/**
 * Runs the sender's actions on an agreement, the same way from a list row and from
 * the detail page: confirmations (void, delete, revise) and reminders-and-expiry as dialogs, success toasts with the
 * catalogue's words, navigation for edit and copy. Render `dialogs` once.
 */
export function useAgreementActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [voiding, setVoiding] = useState<ActionTarget | null>(null);
  const [deleting, setDeleting] = useState<ActionTarget | null>(null);
  const [revising, setRevising] = useState<ActionTarget | null>(null);
  const [followingUp, setFollowingUp] = useState<ActionTarget | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const restore = useRestoreAgreement();
  const copy = useCopyAgreement();
  const notify = useNotifySigners();
  const retry = useRetryCompletion();

  const track = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await work();
    } catch {
      // The API client already showed the catalogue's message.
    } finally {
      setBusy(null);
    }
  };

  const run = (action: AgreementAction, target: ActionTarget, scope: NotifyScope = 'all') => {
    const key = `${String(target.id)}:${action}`;
    switch (action) {
      case 'void':
        return setVoiding(target);
      case 'delete':
        return setDeleting(target);
      case 'revise':
        return setRevising(target);
      case 'follow_up':
        return setFollowingUp(target);
      case 'edit':
        // A list row does not know the draft's step: ask for the draft, then reopen it there.
        if (target.draftStep !== undefined) return void navigate(stepPath(target, target.draftStep));
        return void track(key, async () => {
          const draft = await queryClient.fetchQuery({
            queryKey: agreementKeys.detail(target.id),
            queryFn: () => callOperation(getAgreement, { params: { flowId: String(target.id) } }),
          });
          await navigate(stepPath(target, draft.draftStep));
        });
      case 'restore':
        return void track(key, async () => {
          await restore.mutateAsync(target.id);
          toastSuccess(t('restore_success', { ns: 'common' }));
        });
      case 'copy':
        return void track(key, async () => {
          const draft = await copy.mutateAsync(target.id);
          toastSuccess(t('agreements.actions.copied'));
          await navigate(`/flow/create/step1/${String(draft.id)}`);
        });
      case 'notify':
        return void track(key, async () => {
          await notify.mutateAsync({ flowId: target.id, scope });
          toastSuccess(t('send_success', { ns: 'common' }));
        });
      case 'retry_completion':
        return void track(key, async () => {
          await retry.mutateAsync(target.id);
          toastSuccess(t('agreements.actions.retried'));
        });
      case 'download_final':
        return void track(key, () =>
          downloadAgreementFile(fileRequest(getAgreementFinalFile, { params: { flowId: target.id } }), `${target.name || 'agreement'}.pdf`).catch(() =>
            notifications.show({ color: 'red', message: t('agreements.actions.downloadFailed'), autoClose: TIMING.toastMs }),
          ),
        );
    }
  };

  const isBusy = (action: AgreementAction, target: ActionTarget) => busy === `${String(target.id)}:${action}`;

  const dialogs = (
    <>
      <VoidModal target={voiding} onClose={() => setVoiding(null)} />
      <DeleteAgreementModal target={deleting} onClose={() => setDeleting(null)} />
      <ReviseModal target={revising} onClose={() => setRevising(null)} />
      <FollowUpModal target={followingUp} onClose={() => setFollowingUp(null)} />
    </>
  );

  return { run, isBusy, dialogs };
}
