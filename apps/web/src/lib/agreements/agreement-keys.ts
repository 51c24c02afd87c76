import type { AgreementBox, AgreementSort } from '@signet/contracts';

/**
 * Cache keys of agreements, for every feature that reads one (the editor, the
 * agreements pages). All under `['account', 'agreements']`, so one invalidation after a
 * change (send, delete, copy, void, ...) refreshes every view of an agreement, and
 * signing out drops them with the rest of the account's data. One agreement has one
 * key, whichever screen fetched it.
 */
export const agreementKeys = {
  all: ['account', 'agreements'] as const,
  lists: ['account', 'agreements', 'list'] as const,
  list: (state: { box: AgreementBox; q: string; sort: AgreementSort }) => ['account', 'agreements', 'list', state.box, state.q.trim(), state.sort] as const,
  counts: ['account', 'agreements', 'counts'] as const,
  detail: (flowId: bigint | string) => ['account', 'agreements', 'detail', String(flowId)] as const,
  version: (flowId: bigint | string) => ['account', 'agreements', 'version', String(flowId)] as const,
  timeline: (flowId: bigint | string) => ['account', 'agreements', 'timeline', String(flowId)] as const,
};
