import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, listQueryOf, listStateFromSearch, searchFromListState } from './list-state';

describe('list state in the URL', () => {
  it('reads folder, search and order', () => {
    expect(listStateFromSearch(new URLSearchParams('box=trash&q=offer&sort=name_asc'))).toEqual({ box: 'trash', q: 'offer', sort: 'name_asc', sentBy: '', test: false });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(listStateFromSearch(new URLSearchParams(''))).toEqual(DEFAULT_LIST_STATE);
    expect(listStateFromSearch(new URLSearchParams('box=inbox&sort=random'))).toEqual(DEFAULT_LIST_STATE);
  });

  it('cuts a search longer than the server accepts', () => {
    expect(listStateFromSearch(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(100);
  });

  it('leaves defaults out of the URL and keeps unrelated parameters', () => {
    expect(searchFromListState(DEFAULT_LIST_STATE, new URLSearchParams('utm_source=mail')).toString()).toBe('utm_source=mail');
    expect(searchFromListState({ box: 'waiting', q: 'ana', sort: 'updated_asc', sentBy: '', test: false }).toString()).toBe('box=waiting&q=ana&sort=updated_asc');
  });

  it('drops a blank search but keeps what is typed as typed', () => {
    expect(searchFromListState({ ...DEFAULT_LIST_STATE, q: '   ' }, new URLSearchParams('q=old')).has('q')).toBe(false);
    expect(searchFromListState({ ...DEFAULT_LIST_STATE, q: 'ana ' }).get('q')).toBe('ana ');
  });

  it('round-trips', () => {
    const state = { box: 'action_required' as const, q: '合同 Ana', sort: 'name_desc' as const, sentBy: '', test: false };
    expect(listStateFromSearch(searchFromListState(state))).toEqual(state);
  });

  it('keeps an admin’s sender in the URL and sends it as an id; anything that is not an id is no filter', () => {
    const state = { ...DEFAULT_LIST_STATE, sentBy: '123456789012345678' };
    expect(searchFromListState(state).toString()).toBe('sentBy=123456789012345678');
    expect(listStateFromSearch(searchFromListState(state))).toEqual(state);
    expect(listQueryOf(state)).toEqual({ box: 'all', sort: 'updated_desc', sentBy: 123456789012345678n });
    expect(listStateFromSearch(new URLSearchParams('sentBy=me')).sentBy).toBe('');
  });

  it('lists real agreements by default and the test ones (issue 38) only when asked, kept in the URL', () => {
    expect(DEFAULT_LIST_STATE.test).toBe(false);
    expect(listQueryOf(DEFAULT_LIST_STATE)).not.toHaveProperty('test');
    const state = { ...DEFAULT_LIST_STATE, test: true };
    expect(searchFromListState(state).toString()).toBe('test=1');
    expect(listStateFromSearch(searchFromListState(state))).toEqual(state);
    expect(listQueryOf(state)).toEqual({ box: 'all', sort: 'updated_desc', test: 'true' });
    expect(listStateFromSearch(new URLSearchParams('test=yes')).test).toBe(false);
  });

  it('sends a trimmed search, and none when blank', () => {
    expect(listQueryOf({ box: 'all', q: ' ana ', sort: 'updated_desc', sentBy: '', test: false })).toEqual({ box: 'all', q: 'ana', sort: 'updated_desc' });
    expect(listQueryOf({ box: 'all', q: '  ', sort: 'updated_desc', sentBy: '', test: false })).toEqual({ box: 'all', sort: 'updated_desc' });
  });
});
