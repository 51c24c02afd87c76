import type { ListState } from '../lib/list-state';

/**
 * Cache keys of the agreements pages. All under `['account', 'agreements']`, the prefix
 * the creation steps use for their drafts too, so one invalidation after a change
 * (delete, copy, void, ...) refreshes every view of an agreement, and signing out drops them.
 */
export const agreementKeys = {
  all: ['account', 'agreements'] as const,
  lists: ['account', 'agreements', 'list'] as const,
  list: (state: ListState) => ['account', 'agreements', 'list', state.box, state.q.trim(), state.sort] as const,
  counts: ['account', 'agreements', 'counts'] as const,
  detail: (flowId: string) => ['account', 'agreements', 'detail', flowId] as const,
  version: (flowId: string) => ['account', 'agreements', 'version', flowId] as const,
  timeline: (flowId: string) => ['account', 'agreements', 'timeline', flowId] as const,
};
