import { canDriveCondition } from '@signet/contracts';
import type { FieldCondition } from '@signet/contracts';
import type { DraftField } from './field-draft';

/** A field another may depend on, and the values it can hold ('true'/'false' for a checkbox, else its options). */
export interface ConditionDriver {
  field: DraftField;
  values: string[];
}

/**
 * The fields `field` may be shown by: the same recipient's checkboxes, dropdowns and radio groups
 * (the signer fills them on the same page), never itself nor one that already depends on it.
 */
export function conditionDrivers(fields: readonly DraftField[], field: DraftField): ConditionDriver[] {
  return fields
    .filter((candidate) => candidate.key !== field.key && candidate.recipientId === field.recipientId && canDriveCondition(candidate.type))
    .filter((candidate) => !(field.conditionKey && candidate.showIf?.key === field.conditionKey))
    .map((candidate) => ({
      field: candidate,
      values: candidate.type === 'checkbox' ? ['true', 'false'] : (candidate.options ?? []).map((option) => option.value).filter((value) => value.trim() !== ''),
    }));
}

/** The driver a condition names, when it is still one (same recipient, a kind that drives). */
export function driverOf(fields: readonly DraftField[], field: Pick<DraftField, 'key' | 'recipientId'>, condition: FieldCondition | null): DraftField | undefined {
  if (!condition) return undefined;
  return fields.find(
    (candidate) => candidate.key !== field.key && candidate.conditionKey === condition.key && candidate.recipientId === field.recipientId && canDriveCondition(candidate.type),
  );
}

/** A key for a field that starts to drive a condition: 'f' and six letters or digits, unused in the agreement. */
export function newConditionKey(fields: readonly DraftField[], random: () => number = Math.random): string {
  const taken = new Set(fields.map((field) => field.conditionKey));
  for (;;) {
    const key = `f${Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0')}`;
    if (!taken.has(key)) return key;
  }
}
