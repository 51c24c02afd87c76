import type { FieldOption } from '@signet/contracts';
import type { Size } from '../../../components/draggable-resizable/geometry';
import type { DraftField } from './field-draft';
import { addRadioOption, frameOf, radioOptionsOf } from './radio-group';

export type FieldChanges = Map<string, Partial<DraftField>>;

/** The field with new options: a radio group's frame follows its boxes. */
function withOptions(field: DraftField, options: FieldOption[]): Partial<DraftField> {
  return field.type === 'radio' ? { options, ...frameOf(radioOptionsOf(options).map((option) => option.box)) } : { options };
}

/** The fields shown by `field` having a value: they follow when that value is renamed or removed. */
function dependents(fields: readonly DraftField[], field: DraftField, value: string): DraftField[] {
  return field.conditionKey ? fields.filter((other) => other.recipientId === field.recipientId && other.showIf?.key === field.conditionKey && other.showIf.equals === value) : [];
}

/** Renames option `index`; the default and the conditions that named it follow. */
export function renameOption(fields: readonly DraftField[], field: DraftField, index: number, value: string): FieldChanges {
  const options = field.options ?? [];
  const before = options[index]?.value ?? '';
  const changes: FieldChanges = new Map();
  changes.set(field.key, { ...withOptions(field, options.map((option, i) => (i === index ? { ...option, value } : option))), ...(field.defaultValue === before ? { defaultValue: value } : {}) });
  for (const other of dependents(fields, field, before)) changes.set(other.key, { showIf: { key: field.conditionKey ?? '', equals: value } });
  return changes;
}

/** Removes option `index` (a group keeps two); a default or condition naming it is cleared. */
export function removeOption(fields: readonly DraftField[], field: DraftField, index: number): FieldChanges {
  const options = field.options ?? [];
  const changes: FieldChanges = new Map();
  if (options.length <= 2) return changes;
  const gone = options[index]?.value ?? '';
  changes.set(field.key, { ...withOptions(field, options.filter((_, i) => i !== index)), ...(field.defaultValue === gone ? { defaultValue: '' } : {}) });
  for (const other of dependents(fields, field, gone)) changes.set(other.key, { showIf: null });
  return changes;
}

/** Adds an option named `name` (a radio option gets its box under the last one). */
export function addOption(field: DraftField, page: Size, name: string): FieldChanges {
  const options = field.options ?? [];
  const next = field.type === 'radio' ? addRadioOption(radioOptionsOf(options), page, name) : [...options, { value: name }];
  return new Map([[field.key, withOptions(field, next)]]);
}
