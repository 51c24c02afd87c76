import { Checkbox, Paper, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { LIMITS } from '@signet/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valueProblemText } from '../../../lib/i18n/field-value-problem';
import { fieldProblemOf, type PrefillValues, type TemplateUseValues } from '../lib/template-use-form';

/** Values the sender fills in before sending; read-only ones the signer will see but not change. */
export function PrefillFields({ fields, error }: { fields: readonly PrefillValues[]; error: (path: string) => string | undefined }) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="prefill-title">
      <Title order={2} fz="lg" id="prefill-title">
        {t('templates.use.prefillTitle')}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('templates.use.prefillHint')}
      </Text>
      <Stack gap="sm">
        {fields.map((field, index) => (
          <PrefillInput key={String(field.fieldId)} field={field} index={index} error={error} />
        ))}
      </Stack>
    </Paper>
  );
}

/** One value, with the input its type needs, checked as it is typed by the field's own rules. */
function PrefillInput({ field, index, error }: { field: PrefillValues; index: number; error: (path: string) => string | undefined }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<TemplateUseValues>();
  const name = `prefill.${index}.value` as const;
  const value = useWatch({ control, name }) ?? '';
  const problem = fieldProblemOf({ ...field, value });
  const common = {
    label: `${field.label || t(`fields.type.${field.type}`)} · ${field.roleName}`,
    description: field.readOnly ? t('templates.use.readOnlyNote') : undefined,
    error: error(name) ?? (problem ? valueProblemText(t, problem) : undefined),
  };

  switch (field.type) {
    case 'checkbox':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: input }) => (
            <Checkbox label={common.label} description={common.description} checked={input.value === 'true'} onChange={(event) => input.onChange(event.currentTarget.checked ? 'true' : 'false')} />
          )}
        />
      );
    case 'dropdown':
    case 'radio':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: input }) => (
            <Select
              {...common}
              data={[...new Set((field.options ?? []).map((option) => option.value))]}
              value={input.value || null}
              clearable
              placeholder={t('fields.properties.noDefaultChoice')}
              onChange={(next) => input.onChange(next ?? '')}
            />
          )}
        />
      );
    case 'textarea':
    case 'label':
      return <Textarea {...register(name)} {...common} autosize minRows={2} maxRows={6} maxLength={LIMITS.fieldLongTextChars} />;
    case 'date':
      return <TextInput {...register(name)} {...common} type="date" />;
    case 'number':
      return <TextInput {...register(name)} {...common} inputMode="decimal" />;
    case 'phone':
      return <TextInput {...register(name)} {...common} type="tel" placeholder="+1 415 555 0100" />;
    default:
      return <TextInput {...register(name)} {...common} maxLength={LIMITS.fieldTextChars} />;
  }
}
