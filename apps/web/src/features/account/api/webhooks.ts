import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
  type WebhookEvent,
} from '@signet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-query-keys';
import { callOperation } from '../../../lib/api/app-client';
import { useSessionStore } from '../../../lib/state/session-store';

export function useWebhookEndpoints(enabled = true) {
  const signedIn = useSessionStore((state) => state.token !== '');
  return useQuery({
    queryKey: accountQueryKeys.webhooks,
    queryFn: async () => (await callOperation(listWebhookEndpoints, {}, { silent: true })).list,
    enabled: signedIn && enabled,
  });
}

/** An endpoint's delivery log, read again every few seconds while open (retries land in the background). */
export function useWebhookDeliveries(endpointId: bigint | null) {
  return useQuery({
    queryKey: [...accountQueryKeys.webhooks, 'deliveries', String(endpointId)],
    queryFn: async () => (await callOperation(listWebhookDeliveries, { params: { endpointId: endpointId ?? 0n } }, { silent: true })).list,
    enabled: endpointId !== null,
    refetchInterval: 5000,
  });
}

function useInvalidatingMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.webhooks }) });
}

export const useCreateWebhook = () =>
  useInvalidatingMutation((body: { url: string; events: WebhookEvent[]; description: string }) => callOperation(createWebhookEndpoint, { body }, { silent: true }));
export const useUpdateWebhook = () =>
  useInvalidatingMutation(({ endpointId, ...body }: { endpointId: bigint; enabled?: boolean; events?: WebhookEvent[] }) => callOperation(updateWebhookEndpoint, { params: { endpointId }, body }));
export const useRotateWebhookSecret = () => useInvalidatingMutation((endpointId: bigint) => callOperation(rotateWebhookSecret, { params: { endpointId } }));
export const useDeleteWebhook = () => useInvalidatingMutation((endpointId: bigint) => callOperation(deleteWebhookEndpoint, { params: { endpointId } }));
/** "Send a test event" (issue 38): books a sample delivery marked test; the log shows it. */
export const useSendTestEvent = () =>
  useInvalidatingMutation(({ endpointId, event }: { endpointId: bigint; event: WebhookEvent }) => callOperation(sendWebhookTestEvent, { params: { endpointId }, body: { event } }, { silent: true }));
export const useReplayDelivery = () =>
  useInvalidatingMutation(({ endpointId, deliveryId }: { endpointId: bigint; deliveryId: bigint }) => callOperation(replayWebhookDelivery, { params: { endpointId, deliveryId } }));
