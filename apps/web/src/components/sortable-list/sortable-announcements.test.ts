import type { Active, Over } from '@dnd-kit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n/i18n';
import { sortableAnnouncements } from './sortable-announcements';

const names: Record<string, string> = { a: 'Alice Chen', b: 'Bob Li', c: 'Carol Wu' };
const item = (id: string) => ({ id }) as unknown as Active & Over;

describe('what a screen reader hears while a list is reordered from the keyboard', () => {
  beforeAll(() => Promise.all([loadLanguage('en-US'), loadLanguage('zh-CN')]));

  it('hears the pick-up, each change of place and the drop, never a move to where the item already is', () => {
    const { announcements } = sortableAnnouncements(i18n.getFixedT('en-US'), ['a', 'b', 'c'], (id) => names[String(id)] ?? '', { current: null });
    const carol = item('c');
    expect(announcements.onDragStart({ active: carol })).toBe('Picked up Carol Wu. It is at position 3 of 3.');
    // dnd-kit reports Carol over her own place right after the pick-up.
    expect(announcements.onDragOver?.({ active: carol, over: carol })).toBeUndefined();
    expect(announcements.onDragOver?.({ active: carol, over: item('b') })).toBe('Carol Wu moved to position 2 of 3.');
    expect(announcements.onDragOver?.({ active: carol, over: carol })).toBe('Carol Wu moved to position 3 of 3.');
    expect(announcements.onDragOver?.({ active: carol, over: null })).toBe('Carol Wu is no longer over the list.');
    expect(announcements.onDragEnd({ active: carol, over: item('b') })).toBe('Carol Wu dropped at position 2 of 3.');
  });

  it('speaks Chinese to a zh-CN reader', () => {
    const { announcements } = sortableAnnouncements(i18n.getFixedT('zh-CN'), ['a', 'b'], (id) => names[String(id)] ?? '', { current: null });
    expect(announcements.onDragStart({ active: item('a') })).toBe('已拿起 Alice Chen，当前位于第 1 位，共 2 位。');
  });
});
