import { Alert, Button, ColorSwatch, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { isChoiceField, LIMITS, SEAL_KINDS } from '@signet/contracts';
import type { FieldType } from '@signet/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Size } from '../../../../components/draggable-resizable/geometry';
import { fieldTypesFor, recipientLabel, takesDefault, type DraftField, type SignerEntry } from '../../lib/field-draft';
import { pointsToRect, rectToPoints } from '../../lib/field-geometry';
import { takesPlaceholder } from '../../lib/field-rules';
import { issueAt, issueTopic } from '../../lib/field-save-issues';
import type { FieldSaveIssue } from '../../lib/field-save-issues';
import type { FieldChanges } from '../../lib/option-edits';
import { frameOf, newRadioOptions } from '../../lib/radio-group';
import { signerColor } from '../../lib/signer-colors';
import { FieldConditionInput } from './field-condition-input';
import { FieldDefaultInput } from './field-default-input';
import { FieldOptionsEditor } from './field-options-editor';
import { FieldRuleInputs } from './field-rule-inputs';

export type FieldPatch = Partial<Omit<DraftField, 'key'>>;

const GEOMETRY = ['x', 'y', 'width', 'height'] as const;
/** Issue paths an input of the panel shows beside itself; any other is told at the top. */
const SHOWN_AT_INPUT = ['defaultValue', 'options', 'validation', 'showIf'];

/** The selected field's settings; position and size are typed in points of the page as displayed. */
export function FieldProperties({
  field,
  fields,
  pageSize,
  signers,
  issues,
  onChange,
  onChanges,
  onDelete,
}: {
  field: DraftField;
  /** Every field of the agreement, for the conditions' choices. */
  fields: readonly DraftField[];
  pageSize: Size;
  signers: readonly SignerEntry[];
  /** What the server refused about this field at the last save. */
  issues: readonly FieldSaveIssue[];
  onChange: (patch: FieldPatch) => void;
  onChanges: (changes: FieldChanges) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const points = rectToPoints(field, pageSize);
  const signature = field.type === 'signature';
  const seal = field.type === 'company_seal';
  const label = field.type === 'label';
  const holder = signers.find(({ recipient }) => String(recipient.id) === field.recipientId)?.recipient;
  // A seal field stays with someone who signs for a company; other fields go to anyone.
  const holders = seal ? signers.filter(({ recipient }) => Boolean(recipient.partyName)) : signers;
  const issueText = (path: string) => {
    const issue = issueAt(issues, path);
    return issue ? t(`fields.issues.${issueTopic(issue.path)}`) : undefined;
  };
  const elsewhere = issues.filter((issue) => !SHOWN_AT_INPUT.includes(issue.path.split('.')[0] ?? ''));

  const setPoint = (key: (typeof GEOMETRY)[number], value: number | string) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return;
    onChange(pointsToRect({ ...points, [key]: value }, pageSize));
  };

  /** A new type starts from its own defaults: options for a choice, a word for a label. */
  const changeType = (type: FieldType) => {
    const option = (n: number) => t('fields.options.defaultName', { n });
    const boxes = type === 'radio' ? newRadioOptions(field, pageSize, [option(1), option(2)]) : null;
    const options = boxes ?? (type === 'dropdown' ? [{ value: option(1) }, { value: option(2) }] : null);
    onChange({
      ...(boxes ? frameOf(boxes.map((entry) => entry.box)) : {}),
      type,
      sealKind: null,
      options: isChoiceField(type) ? options : null,
      defaultValue: type === 'label' ? t('fields.properties.labelTextStart') : '',
      readOnly: type === 'label',
      required: type !== 'label',
    });
  };

  return (
    <Stack gap="sm" data-testid="field-properties">
      {elsewhere.length > 0 && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {[...new Set(elsewhere.map((issue) => t(`fields.issues.${issueTopic(issue.path)}`)))].join(' ')}
        </Alert>
      )}
      <Select
        label={t('fields.properties.type')}
        data={fieldTypesFor(holder).map((type) => ({ value: type, label: t(`fields.type.${type}`) }))}
        value={field.type}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => value && value !== field.type && changeType(value)}
      />
      <Select
        label={t('fields.properties.signer')}
        data={holders.map(({ recipient }) => ({ value: String(recipient.id), label: recipientLabel(recipient) }))}
        value={field.recipientId}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        leftSection={<SignerSwatch signers={signers} recipientId={field.recipientId} />}
        onChange={(value) => value && onChange({ recipientId: value })}
      />
      {seal && (
        <Select
          label={t('fields.properties.sealKind')}
          description={t('fields.properties.sealKindHint')}
          data={[{ value: 'any', label: t('fields.properties.sealKindAny') }, ...SEAL_KINDS.map((kind) => ({ value: kind, label: t(`seals.kind.${kind}`) }))]}
          value={field.sealKind ?? 'any'}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => onChange({ sealKind: SEAL_KINDS.find((kind) => kind === value) ?? null })}
        />
      )}
      {!label && (
        <Switch
          label={t('fields.properties.required')}
          description={signature ? t('fields.properties.requiredSignature') : seal ? t('fields.properties.requiredSeal') : undefined}
          checked={signature || seal || field.required}
          disabled={signature || seal}
          onChange={(event) => onChange({ required: event.currentTarget.checked })}
        />
      )}
      {takesPlaceholder(field.type) && field.type !== 'name' && (
        <TextInput
          label={t('fields.properties.label')}
          placeholder={t('fields.properties.labelPlaceholder')}
          value={field.label}
          maxLength={LIMITS.fieldTextChars}
          onChange={(event) => onChange({ label: event.currentTarget.value })}
        />
      )}
      {isChoiceField(field.type) && <FieldOptionsEditor field={field} fields={fields} pageSize={pageSize} issue={issueText('options')} onChanges={onChanges} />}
      {takesDefault(field.type) && <FieldDefaultInput field={field} issue={issueText('defaultValue')} onChange={onChange} />}
      {takesDefault(field.type) && !label && (
        <Switch
          label={t('fields.properties.readOnly')}
          description={t('fields.properties.readOnlyHint')}
          checked={field.readOnly}
          onChange={(event) => onChange({ readOnly: event.currentTarget.checked })}
        />
      )}
      <FieldRuleInputs field={field} issues={issueText} onChange={onChange} />
      {!label && (
        <TextInput
          label={t('fields.properties.helpText')}
          description={t('fields.properties.helpTextHint')}
          value={field.helpText}
          maxLength={LIMITS.fieldTextChars}
          onChange={(event) => onChange({ helpText: event.currentTarget.value })}
        />
      )}
      <FieldConditionInput field={field} fields={fields} issue={issueText('showIf')} onChanges={onChanges} />
      <div>
        <Text size="sm" fw={500}>
          {t('fields.properties.position')}
        </Text>
        <Text size="xs" c="dimmed" mb={6}>
          {t(field.type === 'radio' ? 'fields.properties.positionHelpRadio' : 'fields.properties.positionHelp', {
            page: field.page,
            width: Math.round(pageSize.width),
            height: Math.round(pageSize.height),
          })}
        </Text>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          {GEOMETRY.map((key) => (
            <NumberInput
              key={key}
              label={t(`fields.properties.${key}`)}
              value={points[key]}
              min={0}
              max={key === 'x' || key === 'width' ? pageSize.width : pageSize.height}
              step={1}
              decimalScale={1}
              size="xs"
              onChange={(value) => setPoint(key, value)}
            />
          ))}
        </SimpleGrid>
      </div>
      <Group>
        <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          {t('fields.properties.delete')}
        </Button>
      </Group>
    </Stack>
  );
}

function SignerSwatch({ signers, recipientId }: { signers: readonly SignerEntry[]; recipientId: string }) {
  const entry = signers.find(({ recipient }) => String(recipient.id) === recipientId);
  return entry ? <ColorSwatch size={12} color={`var(--mantine-color-${signerColor(entry.signerIndex)}-6)`} aria-hidden /> : null;
}
