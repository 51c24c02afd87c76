import { isFieldShown } from '@signet/contracts';
import type { SignerView } from '@signet/contracts';

type Field = SignerView['fields'][number];
type Values = Readonly<Record<string, { text?: string; checked?: boolean } | undefined>>;

/**
 * The current value of the field with this key, as a condition compares it: 'true' or 'false'
 * for a checkbox, the chosen option of a dropdown or radio group, null when empty or when that
 * field is itself hidden (a hidden field has no value).
 */
function valueOfKey(fields: readonly Field[], values: Values, key: string, depth: number): string | null {
  const driver = fields.find((field) => field.key === key);
  if (!driver || depth > 8 || !isShown(fields, values, driver, depth + 1)) return null;
  const value = values[String(driver.id)];
  if (driver.type === 'checkbox') return String(value?.checked ?? driver.value === 'true');
  const text = value?.text ?? driver.value ?? '';
  return text === '' ? null : text;
}

function isShown(fields: readonly Field[], values: Values, field: Field, depth: number): boolean {
  return isFieldShown(field, (key) => valueOfKey(fields, values, key, depth));
}

/**
 * The fields shown now (issue 36): a field with a condition appears only while the field it names
 * holds the value asked for. A hidden field is not required, not visited and not submitted.
 */
export function shownFields<F extends Field>(fields: readonly F[], values: Values): F[] {
  if (!fields.some((field) => field.showIf)) return [...fields];
  return fields.filter((field) => isShown(fields, values, field, 0));
}
