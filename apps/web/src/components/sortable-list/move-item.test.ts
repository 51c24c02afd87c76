import { describe, expect, it } from 'vitest';
import { moveByIds, moveItem } from './move-item';

describe('moveItem', () => {
  it('moves an item down and up, keeping the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('returns an unchanged copy for a move to the same place or out of range', () => {
    const items = ['a', 'b'];
    expect(moveItem(items, 1, 1)).toEqual(items);
    expect(moveItem(items, 0, 5)).toEqual(items);
    expect(moveItem(items, -1, 0)).not.toBe(items);
  });
});

describe('moveByIds', () => {
  it('finds the indexes of the dragged item and the one it was dropped on', () => {
    expect(moveByIds(['x', 'y', 'z'], 'z', 'x')).toEqual({ from: 2, to: 0 });
  });

  it('is null when dropped on itself, outside the list or on an unknown id', () => {
    expect(moveByIds(['x', 'y'], 'x', 'x')).toBeNull();
    expect(moveByIds(['x', 'y'], 'x', null)).toBeNull();
    expect(moveByIds(['x', 'y'], 'x', 'q')).toBeNull();
  });
});
