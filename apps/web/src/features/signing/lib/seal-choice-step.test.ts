import { describe, expect, it } from 'vitest';
import { pageRangesText, sealChoiceStep } from './seal-choice-step';

const request = (status: 'pending' | 'approved' | 'rejected' | 'withdrawn', documentsChanged = false) => ({ id: 1n, status, comment: '', documentsChanged });

describe('the next step for a seal', () => {
  it('is a code with a grant or an approval, else asking, waiting, the refusal, or asking again after a change', () => {
    expect(sealChoiceStep({ authority: 'grant', request: null })).toBe('code');
    expect(sealChoiceStep({ authority: 'approval', request: request('approved') })).toBe('approved');
    expect(sealChoiceStep({ authority: null, request: null })).toBe('ask');
    expect(sealChoiceStep({ authority: null, request: request('pending') })).toBe('waiting');
    expect(sealChoiceStep({ authority: null, request: request('rejected') })).toBe('rejected');
    expect(sealChoiceStep({ authority: null, request: request('approved', true) })).toBe('changed');
    expect(sealChoiceStep({ authority: null, request: request('withdrawn') })).toBe('ask');
  });
});

describe('pages in words', () => {
  it('joins runs of pages into ranges', () => {
    expect(pageRangesText([5, 1, 2, 3])).toBe('1–3, 5');
    expect(pageRangesText([2])).toBe('2');
    expect(pageRangesText([1, 3, 4, 6, 7, 8])).toBe('1, 3–4, 6–8');
  });
});
