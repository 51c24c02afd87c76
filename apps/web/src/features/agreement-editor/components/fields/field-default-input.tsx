import { Select, Switch, TextInput, Textarea } from '@mantine/core';
import { LIMITS } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import type { DraftField } from '../../lib/field-draft';
import { prefillProblemText } from '../../../../lib/i18n/field-value-problem';
import type { FieldPatch } from './field-properties';

/**
 * The value the signer starts from, with the input its type needs (a date picker, the options, a
 * number pad), checked by the same rules the signer's answer must meet. A label's text goes here.
 */
export function FieldDefaultInput({ field, issue, onChange }: { field: DraftField; issue?: string; onChange: (patch: FieldPatch) => void }) {
  const { t } = useTranslation();
  const value = field.defaultValue;
  const set = (next: string) => onChange({ defaultValue: next });
  const error = issue ?? prefillProblemText(t, field, value);
  const common = { label: t('fields.properties.defaultValue'), description: t('fields.properties.defaultValueHint'), error };

  switch (field.type) {
    case 'checkbox':
      return <Switch label={t('fields.properties.checkedByDefault')} checked={value === 'true'} onChange={(event) => set(event.currentTarget.checked ? 'true' : '')} />;
    case 'label':
      return (
        <Textarea
          label={t('fields.properties.labelText')}
          description={t('fields.properties.labelTextHint')}
          error={issue ?? (value.trim() === '' ? t('fields.properties.labelTextMissing') : undefined)}
          required
          autosize
          minRows={2}
          maxRows={6}
          maxLength={LIMITS.fieldLongTextChars}
          value={value}
          onChange={(event) => set(event.currentTarget.value)}
        />
      );
    case 'dropdown':
    case 'radio':
      return (
        <Select
          {...common}
          data={[...new Set((field.options ?? []).map((option) => option.value.trim()).filter(Boolean))]}
          placeholder={t('fields.properties.noDefaultChoice')}
          value={value || null}
          clearable
          comboboxProps={{ withinPortal: true }}
          onChange={(next) => set(next ?? '')}
        />
      );
    case 'textarea':
      return <Textarea {...common} autosize minRows={2} maxRows={6} maxLength={LIMITS.fieldLongTextChars} value={value} onChange={(event) => set(event.currentTarget.value)} />;
    case 'date':
      return <TextInput {...common} type="date" value={value} onChange={(event) => set(event.currentTarget.value)} />;
    case 'number':
      return <TextInput {...common} inputMode="decimal" value={value} onChange={(event) => set(event.currentTarget.value)} />;
    case 'phone':
      return <TextInput {...common} type="tel" placeholder="+1 415 555 0100" value={value} onChange={(event) => set(event.currentTarget.value)} />;
    default:
      return <TextInput {...common} maxLength={LIMITS.fieldTextChars} value={value} onChange={(event) => set(event.currentTarget.value)} />;
  }
}
