import { canDriveCondition, fieldValueProblem, isChoiceField, type FieldCondition, type FieldOption, type FieldType, type FieldValidation } from '@signet/contracts';
import { bodyProblem } from '../agreement-core/draft-input.js';

/** What the agreement-wide checks read of each field as the sender sent it. */
export interface LogicField {
  recipientId: bigint;
  type: FieldType;
  x: number;
  y: number;
  width: number;
  height: number;
  key: string | null;
  defaultValue: string | null;
  validation: FieldValidation | null;
  options: readonly FieldOption[] | null;
  showIf: FieldCondition | null;
}

const TOLERANCE = 1e-6;

/**
 * The checks one field cannot make alone (issue 36): keys unique in the agreement; a condition
 * names a field of the same recipient whose value is one of a known few (a checkbox, a dropdown,
 * a radio group) and a value it can hold; no field depends on itself, directly or round a loop;
 * a radio option's box lies within the group's frame on its page; a default (a template's value,
 * a read-only value) meets the field's own rules. 403 naming the field otherwise.
 */
export function checkFieldLogic(fields: readonly LogicField[]): void {
  const byKey = new Map<string, number>();
  for (const [index, field] of fields.entries()) {
    if (field.key === null) continue;
    const first = byKey.get(field.key);
    if (first !== undefined) throw bodyProblem(`fields.${index}.key`, `The key “${field.key}” is already used by field ${first + 1}; each key names one field.`);
    byKey.set(field.key, index);
  }
  for (const [index, field] of fields.entries()) {
    if (field.type === 'radio') checkRadioBoxes(field, index);
    const problem = field.defaultValue?.trim() && field.type !== 'label' ? fieldValueProblem(field, field.defaultValue) : null;
    if (problem) throw bodyProblem(`fields.${index}.defaultValue`, `The default value does not meet this field’s rules: ${problem.message}`);
    if (field.showIf) checkCondition(fields, byKey, field, index);
  }
  for (const index of fields.keys()) checkNoLoop(fields, byKey, index);
}

function checkRadioBoxes(field: LogicField, index: number): void {
  for (const [n, { box }] of (field.options ?? []).entries()) {
    if (!box) continue;
    const inside =
      box.x >= field.x - TOLERANCE &&
      box.y >= field.y - TOLERANCE &&
      box.x + box.width <= field.x + field.width + TOLERANCE &&
      box.y + box.height <= field.y + field.height + TOLERANCE;
    if (!inside) throw bodyProblem(`fields.${index}.options.${n}.box`, 'Each radio option’s box lies on the group’s page, within the group’s frame.');
  }
}

function checkCondition(fields: readonly LogicField[], byKey: ReadonlyMap<string, number>, field: LogicField, index: number): void {
  const condition = field.showIf!;
  const path = `fields.${index}.showIf`;
  const driverIndex = byKey.get(condition.key);
  if (driverIndex === undefined) throw bodyProblem(`${path}.key`, `No field has the key “${condition.key}”.`);
  if (driverIndex === index) throw bodyProblem(`${path}.key`, 'A field cannot be shown on a condition on itself.');
  const driver = fields[driverIndex]!;
  if (!canDriveCondition(driver.type)) throw bodyProblem(`${path}.key`, `Only a checkbox, a dropdown or a radio group can show another field; “${condition.key}” is a ${driver.type} field.`);
  if (driver.recipientId !== field.recipientId) throw bodyProblem(`${path}.key`, `“${condition.key}” belongs to another recipient; a condition uses a field of the same recipient.`);
  if (driver.type === 'checkbox' && condition.equals !== 'true' && condition.equals !== 'false') {
    throw bodyProblem(`${path}.equals`, 'A checkbox condition is “true” (ticked) or “false” (not ticked).');
  }
  if (isChoiceField(driver.type) && !(driver.options ?? []).some((option) => option.value === condition.equals)) {
    throw bodyProblem(`${path}.equals`, `“${condition.equals}” is not one of the options of “${condition.key}”.`);
  }
}

/** Following the conditions from one field must end: a loop would leave every field in it hidden forever. */
function checkNoLoop(fields: readonly LogicField[], byKey: ReadonlyMap<string, number>, start: number): void {
  const seen = new Set<number>([start]);
  let current = fields[start]!;
  while (current.showIf) {
    const next = byKey.get(current.showIf.key);
    if (next === undefined) return;
    if (seen.has(next)) throw bodyProblem(`fields.${start}.showIf.key`, 'These conditions go round in a loop: each field waits on another that waits on it.');
    seen.add(next);
    current = fields[next]!;
  }
}
