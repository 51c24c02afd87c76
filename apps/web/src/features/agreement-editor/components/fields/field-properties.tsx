import { Button, ColorSwatch, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { LIMITS, SEAL_KINDS } from '@signet/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Size } from '../../../../components/draggable-resizable/geometry';
import { fieldTypesFor, recipientLabel, takesDefault, type DraftField, type SignerEntry } from '../../lib/field-draft';
import { pointsToRect, rectToPoints } from '../../lib/field-geometry';
import { signerColor } from '../../lib/signer-colors';

export type FieldPatch = Partial<Omit<DraftField, 'key'>>;

const GEOMETRY = ['x', 'y', 'width', 'height'] as const;

/** The selected field's settings; position and size are typed in points of the page as displayed. */
export function FieldProperties({
  field,
  pageSize,
  signers,
  onChange,
  onDelete,
}: {
  field: DraftField;
  pageSize: Size;
  signers: readonly SignerEntry[];
  onChange: (patch: FieldPatch) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const points = rectToPoints(field, pageSize);
  const signature = field.type === 'signature';
  const seal = field.type === 'company_seal';
  const holder = signers.find(({ recipient }) => String(recipient.id) === field.recipientId)?.recipient;
  // A seal field stays with someone who signs for a company; other fields go to anyone.
  const holders = seal ? signers.filter(({ recipient }) => Boolean(recipient.partyName)) : signers;

  const setPoint = (key: (typeof GEOMETRY)[number], value: number | string) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return;
    onChange(pointsToRect({ ...points, [key]: value }, pageSize));
  };

  return (
    <Stack gap="sm" data-testid="field-properties">
      <Select
        label={t('fields.properties.type')}
        data={fieldTypesFor(holder).map((type) => ({ value: type, label: t(`fields.type.${type}`) }))}
        value={field.type}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => value && onChange({ type: value, sealKind: null, ...(value === 'signature' || value === 'company_seal' ? { required: true } : {}) })}
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
      <Switch
        label={t('fields.properties.required')}
        description={signature ? t('fields.properties.requiredSignature') : seal ? t('fields.properties.requiredSeal') : undefined}
        checked={signature || seal || field.required}
        disabled={signature || seal}
        onChange={(event) => onChange({ required: event.currentTarget.checked })}
      />
      {field.type === 'text' && (
        <TextInput
          label={t('fields.properties.label')}
          placeholder={t('fields.properties.labelPlaceholder')}
          value={field.label}
          maxLength={LIMITS.fieldTextChars}
          onChange={(event) => onChange({ label: event.currentTarget.value })}
        />
      )}
      {takesDefault(field.type) && field.type !== 'checkbox' && (
        <TextInput
          label={t('fields.properties.defaultValue')}
          description={t('fields.properties.defaultValueHint')}
          value={field.defaultValue}
          maxLength={LIMITS.fieldTextChars}
          onChange={(event) => onChange({ defaultValue: event.currentTarget.value })}
        />
      )}
      {field.type === 'checkbox' && (
        <Switch
          label={t('fields.properties.checkedByDefault')}
          checked={field.defaultValue === 'true'}
          onChange={(event) => onChange({ defaultValue: event.currentTarget.checked ? 'true' : '' })}
        />
      )}
      {takesDefault(field.type) && (
        <Switch
          label={t('fields.properties.readOnly')}
          description={t('fields.properties.readOnlyHint')}
          checked={field.readOnly}
          onChange={(event) => onChange({ readOnly: event.currentTarget.checked })}
        />
      )}
      <div>
        <Text size="sm" fw={500}>
          {t('fields.properties.position')}
        </Text>
        <Text size="xs" c="dimmed" mb={6}>
          {t('fields.properties.positionHelp', { page: field.page, width: Math.round(pageSize.width), height: Math.round(pageSize.height) })}
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
