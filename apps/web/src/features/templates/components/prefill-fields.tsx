import { Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { LIMITS } from '@signet/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PrefillValues, TemplateUseValues } from '../lib/template-use-form';

/** Values the sender fills in before sending; read-only ones the signer will see but not change. */
export function PrefillFields({ fields, error }: { fields: readonly PrefillValues[]; error: (path: string) => string | undefined }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<TemplateUseValues>();
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
        {fields.map((field, index) => {
          const label = `${field.label || t(`fields.type.${field.type}`)} · ${field.roleName}`;
          const description = field.readOnly ? t('templates.use.readOnlyNote') : undefined;
          return field.type === 'checkbox' ? (
            <Controller
              key={String(field.fieldId)}
              control={control}
              name={`prefill.${index}.value`}
              render={({ field: input }) => (
                <Checkbox label={label} description={description} checked={input.value === 'true'} onChange={(event) => input.onChange(event.currentTarget.checked ? 'true' : 'false')} />
              )}
            />
          ) : (
            <TextInput
              key={String(field.fieldId)}
              {...register(`prefill.${index}.value`)}
              label={label}
              description={description}
              maxLength={LIMITS.fieldTextChars}
              error={error(`prefill.${index}.value`)}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
