import { PLANS } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { planThatLifts } from './plan-that-lifts';

describe('planThatLifts', () => {
  it('offers the cheapest plan above the account’s that lifts the limit hit', () => {
    expect(planThatLifts('sign_num', 'free', PLANS)?.id).toBe('individual');
    expect(planThatLifts('file_size', 'free', PLANS)?.id).toBe('individual');
    expect(planThatLifts('file_page', undefined, PLANS)?.id).toBe('individual');
  });

  it('offers nothing when no plan goes further: files per upload are the same on every plan, and the top plan has nowhere to go', () => {
    expect(planThatLifts('file_num', 'free', PLANS)).toBeNull();
    expect(planThatLifts('file_size', 'enterprise', PLANS)).toBeNull();
    expect(planThatLifts('file_page', 'individual', PLANS)).toBeNull();
    expect(planThatLifts('chat_num', 'free', PLANS)).toBeNull();
  });
});
