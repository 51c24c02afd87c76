import type { AgreementBox, AgreementSort } from '@signet/contracts';

/**
 * Cache keys of agreements, for every feature that reads one (the editor, the
 * agreements pages). All under `['account', 'agreements']`, so one invalidation after a
 * change (send, delete, copy, void, ...) refreshes every view of an agreement, and
 * signing out drops them with the rest of the account's data.
 *
 * The editor keeps its own copy (`draft`) apart from the pages' live one (`detail`): the
 * form saves from it and names its revision, so nothing the detail page fetches (it polls
 * and refetches on every change) may replace it under the form. With one shared key the
 * browser test of "Change" stopped at step 2: Continue no longer reached step 3.
 */
export const agreementKeys = {
  all: ['account', 'agreements'] as const,
  lists: ['account', 'agreements', 'list'] as const,
  list: (state: { box: AgreementBox; q: string; sort: AgreementSort; sentBy?: string; test?: boolean }) =>
    ['account', 'agreements', 'list', state.box, state.q.trim(), state.sort, state.sentBy ?? '', state.test ? 'test' : 'live'] as const,
  counts: ['account', 'agreements', 'counts'] as const,
  detail: (flowId: bigint | string) => ['account', 'agreements', 'detail', String(flowId)] as const,
  /** The editor's copy of a draft (see above). */
  draft: (flowId: bigint | string) => ['account', 'agreements', 'draft', String(flowId)] as const,
  version: (flowId: bigint | string) => ['account', 'agreements', 'version', String(flowId)] as const,
  timeline: (flowId: bigint | string) => ['account', 'agreements', 'timeline', String(flowId)] as const,
};

