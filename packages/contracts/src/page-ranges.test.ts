import { describe, expect, it } from 'vitest';
import { PageRangeError, parsePageRanges, type PageRangeProblem } from './page-ranges.js';

/** The problem and part a refused list names. */
function refusal(text: string, pageCount: number): { problem: PageRangeProblem; part: string } {
  try {
    parsePageRanges(text, pageCount);
  } catch (error) {
    if (error instanceof PageRangeError) return { problem: error.problem, part: error.part };
    throw error;
  }
  throw new Error(`"${text}" was accepted`);
}

describe('parsePageRanges', () => {
  it('reads all, single pages and ranges as 0-based indices', () => {
    expect(parsePageRanges('all', 4)).toEqual([0, 1, 2, 3]);
    expect(parsePageRanges(' ALL ', 2)).toEqual([0, 1]);
    expect(parsePageRanges('1-3,5,8-12', 12)).toEqual([0, 1, 2, 4, 7, 8, 9, 10, 11]);
    expect(parsePageRanges(' 2 - 3 , 7 ', 7)).toEqual([1, 2, 6]);
    expect(parsePageRanges('4-4', 4)).toEqual([3]);
  });

  it('returns pages in bound order, whatever order they were written in', () => {
    expect(parsePageRanges('8-9,1,3-4', 9)).toEqual([0, 2, 3, 7, 8]);
  });

  it('refuses what is not a page list, naming the part', () => {
    expect(refusal('', 5)).toEqual({ problem: 'malformed', part: '' });
    expect(refusal('1,,3', 5)).toEqual({ problem: 'malformed', part: '' });
    expect(refusal('1-', 5)).toEqual({ problem: 'malformed', part: '1-' });
    expect(refusal('two', 5)).toEqual({ problem: 'malformed', part: 'two' });
    expect(refusal('1.5', 5)).toEqual({ problem: 'malformed', part: '1.5' });
    expect(refusal('-2', 5)).toEqual({ problem: 'malformed', part: '-2' });
    expect(refusal('1;2', 5)).toEqual({ problem: 'malformed', part: '1;2' });
    expect(refusal('1,4-2', 5)).toEqual({ problem: 'malformed', part: '4-2' });
  });

  it('refuses pages the document does not have', () => {
    expect(refusal('0', 5)).toEqual({ problem: 'out_of_range', part: '0' });
    expect(refusal('1,6', 5)).toEqual({ problem: 'out_of_range', part: '6' });
    expect(refusal('4-6', 5)).toEqual({ problem: 'out_of_range', part: '4-6' });
    expect(refusal('99999999999999999999', 5)).toEqual({ problem: 'out_of_range', part: '99999999999999999999' });
  });

  it('refuses a page named twice', () => {
    expect(refusal('1-3,3-4', 5)).toEqual({ problem: 'repeated', part: '3-4' });
    expect(refusal('2,2', 5)).toEqual({ problem: 'repeated', part: '2' });
  });
});
