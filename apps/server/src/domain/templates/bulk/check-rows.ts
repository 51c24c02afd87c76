import { LIMITS, ZEmail, checkboxCell, type BulkColumn } from '@signet/contracts';
import type { BulkProblem } from '../../../db/schema/index.js';
import type { SheetRows } from './read-sheet.js';
import { keptText, typedValueProblem } from '../../signing/field-rules.js';

export interface CheckedRow {
  line: number;
  valid: boolean;
  label: string;
  values: { roles: { roleId: string; name: string; email: string }[]; prefill: { fieldId: string; value: string }[] };
  errors: (BulkProblem & { column: string })[];
}

export interface CheckedSheet {
  fileErrors: BulkProblem[];
  rows: CheckedRow[];
}

/** Only a text box holds long text; every other kind stays within one line's limit. */
const charsOf = (type: string) => (type === 'textarea' ? LIMITS.fieldLongTextChars : LIMITS.fieldTextChars);
const problem = (key: string, values: Record<string, string | number> = {}): BulkProblem => ({ key, values });
const normal = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Checks every row of a sheet against the version's columns, without sending anything:
 * a required column missing is a problem of the file; in a row, a role's name and e-mail
 * (both, unless the role has a fixed person and both are left empty), a valid e-mail,
 * lengths, yes/no for checkboxes, and each typed value's rules (a number, a date, an option…). Blank rows are ignored; headers match whatever
 * their case and spacing; extra columns are ignored. A required field column (a read-only
 * field without a value) must have a value in every row.
 */
export function checkRows(columns: readonly BulkColumn[], sheet: SheetRows): CheckedSheet {
  const [header = [], ...body] = sheet;
  const at = new Map(header.map((title, index) => [normal(title), index]));
  const fileErrors = columns.filter((column) => column.required && !at.has(normal(column.header))).map((column) => problem('bulk_column_missing', { column: column.header }));
  const cell = (row: string[], column: BulkColumn) => {
    const index = at.get(normal(column.header));
    return index === undefined ? '' : (row[index] ?? '').trim();
  };
  const rows: CheckedRow[] = [];
  body.forEach((row, index) => {
    if (row.every((value) => value.trim() === '')) return;
    const errors: CheckedRow['errors'] = [];
    const roles = new Map<bigint, { roleId: string; name: string; email: string }>();
    const prefill: CheckedRow['values']['prefill'] = [];
    for (const column of columns) {
      const value = cell(row, column);
      const fail = (key: string, values: Record<string, string | number> = {}) => errors.push({ column: column.header, ...problem(key, values) });
      if (column.kind === 'field') {
        if (value === '') {
          if (column.required) fail('bulk_required');
          continue;
        }
        if (column.fieldType === 'checkbox') {
          const checked = checkboxCell(value);
          if (checked === null) fail('bulk_checkbox');
          else prefill.push({ fieldId: column.fieldId.toString(), value: checked });
        } else if (value.length > charsOf(column.fieldType)) fail('up_to_chars', { n: charsOf(column.fieldType) });
        else {
          // The same rules the signer's value must meet (issue 36); a phone number is kept in E.164.
          const rules = { type: column.fieldType, validation: column.validation ?? null, options: column.options ?? null };
          const wrong = typedValueProblem(rules, value);
          if (wrong) fail('bulk_value_invalid', { reason: wrong.message, kind: wrong.kind });
          else prefill.push({ fieldId: column.fieldId.toString(), value: keptText(rules, value) });
        }
        continue;
      }
      const person = roles.get(column.roleId) ?? { roleId: column.roleId.toString(), name: '', email: '' };
      if (column.kind === 'name') person.name = value;
      else person.email = value.toLowerCase();
      roles.set(column.roleId, person);
    }
    // Each role: both cells, or (for a role with a fixed person) neither.
    const people = [...roles.values()].filter((person) => {
      const columnsOfRole = columns.filter((column) => column.kind !== 'field' && column.roleId.toString() === person.roleId);
      const required = columnsOfRole.some((column) => column.required);
      const given = person.name !== '' || person.email !== '';
      if (!given && !required) return false;
      for (const column of columnsOfRole) {
        const value = column.kind === 'name' ? person.name : person.email;
        if (value === '') errors.push({ column: column.header, ...problem('bulk_required') });
        else if (column.kind === 'email' && !ZEmail.safeParse(value).success) errors.push({ column: column.header, ...problem('bulk_email_invalid') });
        else if (column.kind === 'name' && value.length > LIMITS.recipientNameChars) errors.push({ column: column.header, ...problem('up_to_chars', { n: LIMITS.recipientNameChars }) });
      }
      return true;
    });
    const first = people[0];
    rows.push({
      line: index + 2,
      valid: errors.length === 0,
      label: first ? [first.name, first.email].filter(Boolean).join(' · ') : '',
      values: { roles: people, prefill },
      errors,
    });
  });
  return { fileErrors, rows };
}
