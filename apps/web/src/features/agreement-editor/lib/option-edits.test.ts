import { describe, expect, it } from 'vitest';
import type { DraftField } from './field-draft';
import { addOption, removeOption, renameOption } from './option-edits';

const base: DraftField = {
  key: 'g',
  recipientId: '1',
  documentId: '9',
  page: 1,
  type: 'radio',
  x: 0.1,
  y: 0.1,
  width: 0.02,
  height: 0.1,
  required: true,
  label: '',
  defaultValue: 'Yes',
  readOnly: false,
  sealKind: null,
  conditionKey: 'fg',
  helpText: '',
  validation: null,
  options: [
    { value: 'Yes', box: { x: 0.1, y: 0.1, width: 0.02, height: 0.02 } },
    { value: 'No', box: { x: 0.1, y: 0.18, width: 0.02, height: 0.02 } },
  ],
  showIf: null,
};
const dependent: DraftField = { ...base, key: 'd', type: 'text', conditionKey: null, options: null, defaultValue: '', showIf: { key: 'fg', equals: 'Yes' } };
const A4 = { width: 595, height: 842 };

describe('option edits', () => {
  it('renames an option, and the default and the condition that named it follow', () => {
    const changes = renameOption([base, dependent], base, 0, 'Agree');
    expect(changes.get('g')?.options?.[0]?.value).toBe('Agree');
    expect(changes.get('g')?.defaultValue).toBe('Agree');
    expect(changes.get('d')?.showIf).toEqual({ key: 'fg', equals: 'Agree' });
  });

  it('adds a radio option with its box and grows the frame to hold it', () => {
    const patch = addOption(base, A4, 'Maybe').get('g');
    expect(patch?.options).toHaveLength(3);
    expect(patch?.options?.[2]?.box).toBeDefined();
    expect(patch?.height).toBeGreaterThan(base.height);
  });

  it('adds a dropdown option without a box', () => {
    const dropdown = { ...base, type: 'dropdown' as const, options: [{ value: 'A' }, { value: 'B' }] };
    expect(addOption(dropdown, A4, 'C').get('g')?.options).toEqual([{ value: 'A' }, { value: 'B' }, { value: 'C' }]);
  });

  it('keeps two options at least, and removing one clears what named it', () => {
    expect(removeOption([base], base, 0).size).toBe(0);
    const three = { ...base, options: [...(base.options ?? []), { value: 'Maybe', box: { x: 0.1, y: 0.3, width: 0.02, height: 0.02 } }] };
    const changes = removeOption([three, dependent], three, 0);
    expect(changes.get('g')?.options?.map((option) => option.value)).toEqual(['No', 'Maybe']);
    expect(changes.get('g')?.defaultValue).toBe('');
    expect(changes.get('d')?.showIf).toBeNull();
  });
});
