import { AGREEMENT_BOXES, AGREEMENT_SORTS, LIMITS } from '@signet/contracts';
import type { AgreementBox, AgreementSort } from '@signet/contracts';

/**
 * What the agreements index shows: a folder, a search, an order and, in a company workspace, one
 * sender's agreements ("Sent by": a member's id, '' for everyone). Kept in the URL so reload and back keep it.
 * `test`: the test agreements (issue 38: made with a test API key) instead of the real ones, which are the default.
 */
export interface ListState {
  box: AgreementBox;
  q: string;
  sort: AgreementSort;
  sentBy: string;
  test: boolean;
}

export const DEFAULT_LIST_STATE: ListState = { box: 'all', q: '', sort: 'updated_desc', sentBy: '', test: false };

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads the list state from a URL's query; anything unknown falls back to the default, so an old or edited link still opens. */
export function listStateFromSearch(search: URLSearchParams): ListState {
  return {
    box: oneOf(AGREEMENT_BOXES, search.get('box'), DEFAULT_LIST_STATE.box),
    q: (search.get('q') ?? '').slice(0, LIMITS.agreementSearchChars),
    sort: oneOf(AGREEMENT_SORTS, search.get('sort'), DEFAULT_LIST_STATE.sort),
    sentBy: /^\d{1,19}$/.test(search.get('sentBy') ?? '') ? (search.get('sentBy') ?? '') : '',
    test: search.get('test') === '1',
  };
}

/**
 * Writes the list state into a URL query, leaving defaults out so the plain
 * address stays plain. Other parameters (utm_source, ...) are kept.
 */
export function searchFromListState(state: ListState, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string, fallback: string) => (value === fallback ? next.delete(key) : next.set(key, value));
  set('box', state.box, DEFAULT_LIST_STATE.box);
  // Kept as typed (a trailing space mid-typing must survive the round trip); blank is no search.
  set('q', state.q.trim() ? state.q : '', '');
  set('sort', state.sort, DEFAULT_LIST_STATE.sort);
  set('sentBy', state.sentBy, '');
  set('test', state.test ? '1' : '', '');
  return next;
}

/** The query listAgreements takes for a state (an empty search is no search). */
export function listQueryOf(state: ListState): { box: AgreementBox; sort: AgreementSort; q?: string; sentBy?: bigint; test?: 'true' } {
  const q = state.q.trim();
  return { box: state.box, sort: state.sort, ...(q ? { q } : {}), ...(state.sentBy ? { sentBy: BigInt(state.sentBy) } : {}), ...(state.test ? { test: 'true' as const } : {}) };
}
