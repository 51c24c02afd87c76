import { describe, expect, it } from 'vitest';
import { splitOn } from './split-on';

describe('splitOn', () => {
  it('keeps every occurrence of the needle as its own part', () => {
    expect(splitOn('Write to a@b.c, or a@b.c again.', 'a@b.c')).toEqual([
      { text: 'Write to ', match: false },
      { text: 'a@b.c', match: true },
      { text: ', or ', match: false },
      { text: 'a@b.c', match: true },
      { text: ' again.', match: false },
    ]);
  });

  it('gives the text whole when the needle is absent or empty', () => {
    expect(splitOn('No address here.', 'a@b.c')).toEqual([{ text: 'No address here.', match: false }]);
    expect(splitOn('Text', '')).toEqual([{ text: 'Text', match: false }]);
    expect(splitOn('a@b.c', 'a@b.c')).toEqual([{ text: 'a@b.c', match: true }]);
  });
});
