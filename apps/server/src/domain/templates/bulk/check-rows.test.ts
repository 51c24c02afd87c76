import type { BulkColumn } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { checkRows } from './check-rows.js';

const columns: BulkColumn[] = [
  { header: 'Employee name', kind: 'name', roleId: 1n, roleName: 'Employee', required: true },
  { header: 'Employee email', kind: 'email', roleId: 1n, roleName: 'Employee', required: true },
  { header: 'HR name', kind: 'name', roleId: 2n, roleName: 'HR', required: false },
  { header: 'HR email', kind: 'email', roleId: 2n, roleName: 'HR', required: false },
  { header: 'Salary', kind: 'field', fieldId: 7n, fieldType: 'text', required: false },
  { header: 'Remote', kind: 'field', fieldId: 8n, fieldType: 'checkbox', required: false },
];

describe('checking bulk-send rows', () => {
  it('reads people and values by header whatever the case, and ignores blank rows and extra columns', () => {
    const checked = checkRows(columns, [
      ['employee NAME', 'Employee email', 'Salary', 'Remote', 'Notes'],
      ['Ann Lee', 'Ann@Example.com', '90,000', 'yes', 'ignored'],
      ['', '', '', '', ''],
    ]);
    expect(checked.fileErrors).toEqual([]);
    expect(checked.rows).toEqual([
      {
        line: 2,
        valid: true,
        label: 'Ann Lee · ann@example.com',
        values: { roles: [{ roleId: '1', name: 'Ann Lee', email: 'ann@example.com' }], prefill: [{ fieldId: '7', value: '90,000' }, { fieldId: '8', value: 'true' }] },
        errors: [],
      },
    ]);
  });

  it('names each problem by line and column: missing, bad e-mail, too long, not yes/no, half a fixed person', () => {
    const checked = checkRows(columns, [
      ['Employee name', 'Employee email', 'HR name', 'HR email', 'Salary', 'Remote'],
      ['', 'bo@example.com', '', '', '', ''],
      ['Cy', 'not-an-email', '', '', 'x'.repeat(501), 'maybe'],
      ['Di', 'di@example.com', 'Hana', '', '', ''],
    ]);
    expect(checked.rows.map((row) => [row.line, row.valid, row.errors.map((error) => [error.column, error.key])])).toEqual([
      [2, false, [['Employee name', 'bulk_required']]],
      [3, false, [['Salary', 'up_to_chars'], ['Remote', 'bulk_checkbox'], ['Employee email', 'bulk_email_invalid']]],
      [4, false, [['HR email', 'bulk_required']]],
    ]);
  });

  it('says which required column the file lacks', () => {
    expect(checkRows(columns, [['Employee name'], ['Ann']]).fileErrors).toEqual([{ key: 'bulk_column_missing', values: { column: 'Employee email' } }]);
  });

  it('asks every row for a read-only field’s value, as the signer cannot give one', () => {
    const withFixedSalary = columns.map((column) => (column.header === 'Salary' ? { ...column, required: true } : column));
    expect(checkRows(withFixedSalary, [['Employee name', 'Employee email'], ['Ann', 'ann@example.com']]).fileErrors).toEqual([
      { key: 'bulk_column_missing', values: { column: 'Salary' } },
    ]);
    const checked = checkRows(withFixedSalary, [
      ['Employee name', 'Employee email', 'Salary'],
      ['Ann', 'ann@example.com', ''],
      ['Bo', 'bo@example.com', '52,000'],
    ]);
    expect(checked.rows.map((row) => [row.line, row.valid, row.errors.map((error) => [error.column, error.key])])).toEqual([
      [2, false, [['Salary', 'bulk_required']]],
      [3, true, []],
    ]);
  });

  it('checks typed cells against their field’s rules and keeps a phone number in E.164 (issue 36)', () => {
    const typed: BulkColumn[] = [
      ...columns.slice(0, 2),
      { header: 'Days', kind: 'field', fieldId: 9n, fieldType: 'number', required: false, validation: { min: 1, max: 30, decimals: 0 } },
      { header: 'Start', kind: 'field', fieldId: 10n, fieldType: 'date', required: false },
      { header: 'Plan', kind: 'field', fieldId: 11n, fieldType: 'dropdown', required: false, options: [{ value: 'Basic' }, { value: 'Pro' }] },
      { header: 'Phone', kind: 'field', fieldId: 12n, fieldType: 'phone', required: false },
    ];
    const checked = checkRows(typed, [
      ['Employee name', 'Employee email', 'Days', 'Start', 'Plan', 'Phone'],
      ['Ann', 'ann@example.com', '12', '2026-12-01', 'Pro', '+86 138 1234 5678'],
      ['Bo', 'bo@example.com', '1.5', '2026-02-30', 'Gold', '12345'],
    ]);
    expect(checked.rows[0]).toMatchObject({
      valid: true,
      values: { prefill: [{ fieldId: '9', value: '12' }, { fieldId: '10', value: '2026-12-01' }, { fieldId: '11', value: 'Pro' }, { fieldId: '12', value: '+8613812345678' }] },
    });
    expect(checked.rows[1]?.errors).toEqual([
      { column: 'Days', key: 'bulk_value_invalid', values: { reason: 'Enter a whole number.', kind: 'too_many_decimals' } },
      { column: 'Start', key: 'bulk_value_invalid', values: { reason: 'Choose a date (YYYY-MM-DD).', kind: 'not_date' } },
      { column: 'Plan', key: 'bulk_value_invalid', values: { reason: 'Choose one of the options given.', kind: 'not_option' } },
      { column: 'Phone', key: 'bulk_value_invalid', values: { reason: 'Enter a phone number with its country code, such as +1 415 555 0100.', kind: 'not_phone' } },
    ]);
  });
});
