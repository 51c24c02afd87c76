import { isChoiceField, isTypedTextField } from '@signet/contracts';
import type { FieldCondition, FieldOption, FieldType, FieldValidation } from '@signet/contracts';
import { driverOf } from './field-conditions';
import type { DraftField } from './field-draft';

/**
 * Fields with a hint (the contract's `label`): shown in the empty box, and the column a bulk-send
 * file and a template's prefill name the field by.
 */
export function takesPlaceholder(type: FieldType): boolean {
  return isTypedTextField(type) || type === 'number' || type === 'phone' || type === 'date' || isChoiceField(type);
}

/** The hint saved for a field; none where the box shows no typing. 'name' keeps today's none. */
export function labelFor(field: Pick<DraftField, 'type' | 'label'>): string {
  return takesPlaceholder(field.type) && field.type !== 'name' ? field.label.trim() : '';
}

/** The rules that apply to the type, without empty members; null when none is set. */
export function rulesFor(type: FieldType, validation: FieldValidation | null): FieldValidation | null {
  if (!validation) return null;
  const kept: FieldValidation = {};
  if (isTypedTextField(type)) {
    const pattern = validation.pattern?.trim();
    if (pattern) {
      kept.pattern = pattern;
      const message = validation.patternMessage?.trim();
      if (message) kept.patternMessage = message;
    }
    if (validation.minLength !== undefined) kept.minLength = validation.minLength;
    if (validation.maxLength !== undefined) kept.maxLength = validation.maxLength;
  }
  if (type === 'number') {
    if (validation.min !== undefined) kept.min = validation.min;
    if (validation.max !== undefined) kept.max = validation.max;
    if (validation.decimals !== undefined) kept.decimals = validation.decimals;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/** A choice field's options, trimmed; a dropdown's without boxes. Null for other types. */
export function optionsFor(field: Pick<DraftField, 'type' | 'options'>): FieldOption[] | null {
  if (!isChoiceField(field.type)) return null;
  return (field.options ?? []).map((option) => (field.type === 'radio' && option.box ? { value: option.value.trim(), box: option.box } : { value: option.value.trim() }));
}

/** The condition saved: only while its driver still exists for the same recipient. */
export function conditionFor(fields: readonly DraftField[], field: DraftField): FieldCondition | null {
  return driverOf(fields, field, field.showIf) ? field.showIf : null;
}

/** The default saved: a choice field's only when it is still one of its options. */
export function defaultFor(field: Pick<DraftField, 'type' | 'options' | 'defaultValue'>): string | null {
  const value = field.defaultValue.trim();
  if (value === '') return null;
  if (isChoiceField(field.type) && !(field.options ?? []).some((option) => option.value.trim() === value)) return null;
  return value;
}
