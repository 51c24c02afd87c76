import { Select, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { conditionDrivers, driverOf, newConditionKey } from '../../lib/field-conditions';
import type { DraftField } from '../../lib/field-draft';
import type { FieldChanges } from '../../lib/option-edits';

const ALWAYS = 'always';

/** How the sender tells drivers apart: "Checkbox 2 · Page 1", a choice with its first options. */
function driverName(t: TFunction, fields: readonly DraftField[], driver: DraftField): string {
  const same = fields.filter((field) => field.recipientId === driver.recipientId && field.type === driver.type);
  const n = same.findIndex((field) => field.key === driver.key) + 1;
  const options = (driver.options ?? []).map((option) => option.value).slice(0, 3);
  const choices = options.length > 0 ? ` (${options.join(' / ')}${(driver.options?.length ?? 0) > 3 ? ' …' : ''})` : '';
  return `${t(`fields.type.${driver.type}`)} ${n}${choices} · ${t('fields.pageLabel', { n: driver.page })}`;
}

const valueName = (t: TFunction, driver: DraftField, value: string) =>
  driver.type === 'checkbox' ? t(value === 'true' ? 'fields.condition.ticked' : 'fields.condition.unticked') : value;

/**
 * "Show only when…": another field of the same recipient (a checkbox, dropdown or radio group) and
 * the value it must hold. The driver gets its key the first time a condition names it.
 */
export function FieldConditionInput({ field, fields, issue, onChanges }: { field: DraftField; fields: readonly DraftField[]; issue?: string; onChanges: (changes: FieldChanges) => void }) {
  const { t } = useTranslation();
  const drivers = conditionDrivers(fields, field);
  const driver = driverOf(fields, field, field.showIf);
  const values = drivers.find((entry) => entry.field.key === driver?.key)?.values ?? [];

  const choose = (key: string | null) => {
    const next = drivers.find((entry) => entry.field.key === key);
    if (!next) return onChanges(new Map([[field.key, { showIf: null }]]));
    const conditionKey = next.field.conditionKey ?? newConditionKey(fields);
    const changes: FieldChanges = new Map([[field.key, { showIf: { key: conditionKey, equals: next.values[0] ?? '' } }]]);
    if (!next.field.conditionKey) changes.set(next.field.key, { conditionKey });
    onChanges(changes);
  };

  if (drivers.length === 0 && !driver) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {t('fields.condition.label')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('fields.condition.noDrivers')}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      <Select
        label={t('fields.condition.label')}
        description={t('fields.condition.hint')}
        data={[{ value: ALWAYS, label: t('fields.condition.always') }, ...drivers.map((entry) => ({ value: entry.field.key, label: driverName(t, fields, entry.field) }))]}
        value={driver?.key ?? ALWAYS}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        error={driver ? undefined : issue}
        onChange={(key) => choose(key === ALWAYS ? null : key)}
        data-testid="condition-driver"
      />
      {driver && field.showIf && (
        <Select
            label={t('fields.condition.value')}
            data={values.map((value) => ({ value, label: valueName(t, driver, value) }))}
            value={values.includes(field.showIf.equals) ? field.showIf.equals : null}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            error={issue}
            onChange={(equals) => equals !== null && field.showIf && onChanges(new Map([[field.key, { showIf: { ...field.showIf, equals } }]]))}
            data-testid="condition-value"
          />
      )}
    </Stack>
  );
}
