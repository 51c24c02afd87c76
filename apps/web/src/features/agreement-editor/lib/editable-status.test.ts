import { describe, expect, it } from 'vitest';
import { isEditableStatus } from './editable-status';

describe('isEditableStatus', () => {
  it('lets the creation steps change drafts and agreements being changed', () => {
    expect(isEditableStatus('draft')).toBe(true);
    expect(isEditableStatus('updating')).toBe(true);
  });

  it('keeps sent and finished agreements out', () => {
    expect(isEditableStatus('waiting')).toBe(false);
    expect(isEditableStatus('completed')).toBe(false);
    expect(isEditableStatus('voided')).toBe(false);
  });
});
