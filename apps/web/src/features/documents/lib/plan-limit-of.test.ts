import { describe, expect, it } from 'vitest';
import { planLimitOf } from './plan-limit-of';

describe('planLimitOf', () => {
  it('names the size and page limits, which a plan can lift', () => {
    expect(planLimitOf({ key: 'http_error_5007' })).toBe('file_size');
    expect(planLimitOf({ key: 'http_error_7005' })).toBe('file_page');
  });

  it('names nothing for failures no plan changes', () => {
    expect(planLimitOf({ key: 'file_damaged' })).toBeNull();
    expect(planLimitOf({ key: 'http_error_7801' })).toBeNull();
    expect(planLimitOf({ text: 'The file is larger than your plan allows.' })).toBeNull();
    expect(planLimitOf(undefined)).toBeNull();
  });
});
