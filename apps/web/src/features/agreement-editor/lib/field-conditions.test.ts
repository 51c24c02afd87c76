import { describe, expect, it } from 'vitest';
import type { FieldType } from '@signet/contracts';
import { conditionDrivers, driverOf, newConditionKey } from './field-conditions';
import type { DraftField } from './field-draft';

function field(key: string, type: FieldType, more: Partial<DraftField> = {}): DraftField {
  return {
    key,
    recipientId: '1',
    documentId: '9',
    page: 1,
    type,
    x: 0.1,
    y: 0.1,
    width: 0.1,
    height: 0.05,
    required: true,
    label: '',
    defaultValue: '',
    readOnly: false,
    sealKind: null,
    conditionKey: null,
    helpText: '',
    validation: null,
    options: null,
    showIf: null,
    ...more,
  };
}

describe('condition choices', () => {
  const tick = field('a', 'checkbox', { conditionKey: 'fvat' });
  const choice = field('b', 'dropdown', { options: [{ value: 'Company' }, { value: 'Person' }] });
  const other = field('c', 'checkbox', { recipientId: '2' });
  const text = field('d', 'text');
  const target = field('e', 'text');

  it('offers the same recipient’s checkboxes and choices with the values they can hold', () => {
    const drivers = conditionDrivers([tick, choice, other, text, target], target);
    expect(drivers.map((driver) => [driver.field.key, driver.values])).toEqual([
      ['a', ['true', 'false']],
      ['b', ['Company', 'Person']],
    ]);
  });

  it('leaves out the field itself and a field that already depends on it', () => {
    const shown = field('e', 'checkbox', { conditionKey: 'fe' });
    const dependent = field('f', 'checkbox', { showIf: { key: 'fe', equals: 'true' } });
    expect(conditionDrivers([shown, dependent, tick], shown).map((driver) => driver.field.key)).toEqual(['a']);
  });

  it('finds the driver a condition names only while it still drives', () => {
    expect(driverOf([tick, target], target, { key: 'fvat', equals: 'true' })?.key).toBe('a');
    expect(driverOf([{ ...tick, recipientId: '2' }, target], target, { key: 'fvat', equals: 'true' })).toBeUndefined();
    expect(driverOf([{ ...tick, type: 'text' }, target], target, { key: 'fvat', equals: 'true' })).toBeUndefined();
  });

  it('makes a key that is not taken yet', () => {
    const draws = [0, 0, 0.5];
    const key = newConditionKey([field('x', 'checkbox', { conditionKey: 'f000000' })], () => draws.shift() ?? 0.9);
    expect(key).toMatch(/^f[0-9a-z]{6}$/);
    expect(key).not.toBe('f000000');
  });
});
