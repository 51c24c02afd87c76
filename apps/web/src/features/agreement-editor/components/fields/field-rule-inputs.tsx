import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { isTypedTextField, LIMITS } from '@signet/contracts';
import type { FieldValidation } from '@signet/contracts';
import { useTranslation } from 'react-i18next';
import type { DraftField } from '../../lib/field-draft';
import type { FieldPatch } from './field-properties';

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** A number input's value as a rule: undefined when cleared. */
const numberOf = (value: number | string): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * What the signer's answer must meet: a pattern with its own message and length limits for typed
 * text; the smallest, the largest and the decimals for a number. Nothing for other types.
 */
export function FieldRuleInputs({ field, issues, onChange }: { field: DraftField; issues: (path: string) => string | undefined; onChange: (patch: FieldPatch) => void }) {
  const { t } = useTranslation();
  const rules = field.validation ?? {};
  const set = (patch: Partial<FieldValidation>) => onChange({ validation: { ...rules, ...patch } });
  const text = isTypedTextField(field.type);
  if (!text && field.type !== 'number') return null;
  const pattern = rules.pattern ?? '';

  return (
    <Stack gap="xs" role="group" aria-labelledby="field-rules-title">
      <Text id="field-rules-title" size="sm" fw={500}>
        {t('fields.rules.title')}
      </Text>
      {text ? (
        <>
          <TextInput
            label={t('fields.rules.pattern')}
            description={t('fields.rules.patternHint')}
            value={pattern}
            maxLength={200}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            error={issues('validation.pattern') ?? (pattern && !compiles(pattern) ? t('fields.rules.patternInvalid') : undefined)}
            onChange={(event) => set({ pattern: event.currentTarget.value })}
          />
          {pattern.trim() !== '' && (
            <TextInput label={t('fields.rules.patternMessage')} value={rules.patternMessage ?? ''} maxLength={200} onChange={(event) => set({ patternMessage: event.currentTarget.value })} />
          )}
          <SimpleGrid cols={2} spacing="xs">
            <NumberInput
              label={t('fields.rules.minLength')}
              value={rules.minLength ?? ''}
              min={0}
              max={LIMITS.fieldLongTextChars}
              allowDecimal={false}
              allowNegative={false}
              error={issues('validation.minLength')}
              onChange={(value) => set({ minLength: numberOf(value) })}
            />
            <NumberInput
              label={t('fields.rules.maxLength')}
              value={rules.maxLength ?? ''}
              min={1}
              max={LIMITS.fieldLongTextChars}
              allowDecimal={false}
              allowNegative={false}
              error={issues('validation.maxLength')}
              onChange={(value) => set({ maxLength: numberOf(value) })}
            />
          </SimpleGrid>
        </>
      ) : (
        <SimpleGrid cols={2} spacing="xs">
          <NumberInput label={t('fields.rules.min')} value={rules.min ?? ''} error={issues('validation.min')} onChange={(value) => set({ min: numberOf(value) })} />
          <NumberInput label={t('fields.rules.max')} value={rules.max ?? ''} error={issues('validation.max')} onChange={(value) => set({ max: numberOf(value) })} />
          <NumberInput
            label={t('fields.rules.decimals')}
            value={rules.decimals ?? ''}
            min={0}
            max={6}
            allowDecimal={false}
            allowNegative={false}
            onChange={(value) => set({ decimals: numberOf(value) })}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
