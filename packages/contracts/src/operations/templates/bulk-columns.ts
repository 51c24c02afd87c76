import type { Agreement } from '../agreements/agreement-schemas.js';
import type { FieldOption, FieldValidation } from '../agreements/field-schemas.js';

/** The field kinds a bulk-send file (and a template's prefill) can give a value to (issue 36 added the typed ones). */
export const BULK_FIELD_TYPES = ['text', 'checkbox', 'number', 'date', 'dropdown', 'radio', 'phone', 'textarea'] as const;
export type BulkFieldType = (typeof BULK_FIELD_TYPES)[number];
const isBulkFieldType = (type: string): type is BulkFieldType => (BULK_FIELD_TYPES as readonly string[]).includes(type);

/** One column of a bulk-send file: a role's name or e-mail, or a value for a field. */
export type BulkColumn =
  | { header: string; kind: 'name' | 'email'; roleId: bigint; roleName: string; required: boolean }
  | {
      header: string;
      kind: 'field';
      fieldId: bigint;
      fieldType: BulkFieldType;
      required: boolean;
      /** The field's rules and choices, which each cell must meet (fieldValueProblem). */
      validation?: FieldValidation | null;
      options?: readonly FieldOption[] | null;
    };

type Content = Pick<Agreement, 'recipients' | 'fields'>;

/**
 * The columns a bulk send of this version reads, in order (issue 14): "<Role> name" and
 * "<Role> email" for each role (required unless the role has a fixed person), then one per
 * field of a kind a file can fill (BULK_FIELD_TYPES), headed by its label (the role added when labels repeat; required
 * for a read-only field without a value, which the signer cannot fill). The
 * sample file and the check of an uploaded file use the same list.
 */
export function bulkColumnsOf(content: Content): BulkColumn[] {
  const roles = [...content.recipients].sort((a, b) => a.order - b.order);
  const columns: BulkColumn[] = roles.flatMap((role) => {
    const roleName = role.roleName || role.name;
    const required = role.email === '';
    return [
      { header: `${roleName} name`, kind: 'name' as const, roleId: role.id, roleName, required },
      { header: `${roleName} email`, kind: 'email' as const, roleId: role.id, roleName, required },
    ];
  });
  const roleNames = new Map(roles.map((role) => [String(role.id), role.roleName || role.name]));
  const fillable = content.fields.filter((field) => isBulkFieldType(field.type) && field.label.trim() !== '');
  const labelCount = new Map<string, number>();
  for (const field of fillable) labelCount.set(field.label.trim().toLowerCase(), (labelCount.get(field.label.trim().toLowerCase()) ?? 0) + 1);
  const used = new Set(columns.map((column) => column.header.toLowerCase()));
  for (const field of fillable) {
    const label = field.label.trim();
    let header = (labelCount.get(label.toLowerCase()) ?? 0) > 1 ? `${label} (${roleNames.get(String(field.recipientId)) ?? ''})` : label;
    for (let n = 2; used.has(header.toLowerCase()); n += 1) header = `${label} ${n}`;
    used.add(header.toLowerCase());
    // A read-only field with no value of its own (a checkbox always has one) is filled from the file or by nobody.
    const required = field.type !== 'checkbox' && field.readOnly === true && (field.defaultValue ?? '').trim() === '';
    const fieldType = field.type as BulkFieldType;
    columns.push({ header, kind: 'field', fieldId: field.id, fieldType, required, validation: field.validation ?? null, options: field.options ?? null });
  }
  return columns;
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x', '是', '✓']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', '', '否']);

/** A checkbox cell as 'true' or 'false'; null when it is neither (the row is refused). */
export function checkboxCell(value: string): 'true' | 'false' | null {
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return 'true';
  if (FALSE_WORDS.has(word)) return 'false';
  return null;
}
