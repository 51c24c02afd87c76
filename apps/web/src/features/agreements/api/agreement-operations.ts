import {
  changeAgreementFollowUp,
  copyAgreement,
  deleteAgreement,
  emptyTrash,
  notifySigners,
  restoreAgreement,
  retryAgreementCompletion,
  reviseAgreement,
  voidAgreement,
  type Reminders,
} from '@signet/contracts';
import { callOperation } from '../../../lib/api/app-client';
import { useAgreementMutation } from './use-agreement-mutation';

type FlowId = bigint | string;
const params = (flowId: FlowId) => ({ flowId: String(flowId) });

/** Moves to the trash (ends the signing process). */
export const useDeleteAgreement = () => useAgreementMutation((flowId: FlowId) => callOperation(deleteAgreement, { params: params(flowId) }));

export const useRestoreAgreement = () => useAgreementMutation((flowId: FlowId) => callOperation(restoreAgreement, { params: params(flowId) }));

/** Errors stay in the dialog (silent), next to the reason the sender typed. */
export const useVoidAgreement = () =>
  useAgreementMutation(({ flowId, reason }: { flowId: FlowId; reason: string }) =>
    callOperation(voidAgreement, { params: params(flowId), body: { reason } }, { silent: true }),
  );

/**
 * Takes a sent agreement back to change it ('updating'): its links stop working until it is
 * sent again. Answers the agreement. Errors stay in the confirmation dialog (silent).
 */
export const useReviseAgreement = () =>
  useAgreementMutation((flowId: FlowId) => callOperation(reviseAgreement, { params: params(flowId) }, { silent: true }));

/** Answers the new draft. */
export const useCopyAgreement = () => useAgreementMutation((flowId: FlowId) => callOperation(copyAgreement, { params: params(flowId) }));

export const useNotifySigners = () =>
  useAgreementMutation(({ flowId, scope }: { flowId: FlowId; scope: 'all' | 'next' }) => callOperation(notifySigners, { params: params(flowId), body: { scope } }));

export const useRetryCompletion = () => useAgreementMutation((flowId: FlowId) => callOperation(retryAgreementCompletion, { params: params(flowId) }));

/** Errors stay in the confirmation dialog (silent). */
export const useEmptyTrash = () => useAgreementMutation(() => callOperation(emptyTrash, { body: { confirm: true } }, { silent: true }));

/** Changes the expiry date or reminders; a new date reopens an expired agreement. Errors stay in the dialog (silent). */
export const useChangeFollowUp = () =>
  useAgreementMutation(({ flowId, expiresAt, reminders }: { flowId: FlowId; expiresAt: string | null; reminders: Reminders | null }) =>
    callOperation(changeAgreementFollowUp, { params: params(flowId), body: { expiresAt, reminders } }, { silent: true }),
  );
