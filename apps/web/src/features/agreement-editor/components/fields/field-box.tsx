import { Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableResizable } from '../../../../components/draggable-resizable/draggable-resizable';
import type { FractionRect, Size } from '../../../../components/draggable-resizable/geometry';
import type { DraftField } from '../../lib/field-draft';
import { FieldTypeIcon } from './field-type-icon';
import { RadioOptionBoxes } from './radio-option-boxes';

export interface FieldBoxProps {
  field: DraftField;
  signerName: string;
  color: string;
  selected: boolean;
  /** The page as displayed, in CSS pixels, for the minimum size. */
  minSizePx: Size;
  onSelect: (key: string) => void;
  onChange: (key: string, rect: FractionRect, option?: number) => void;
  onDelete: (key: string) => void;
}

/** One placed field: the signer's colour, its type, and a label a screen reader can say. */
export const FieldBox = memo(function FieldBox(props: FieldBoxProps) {
  // A radio group is its option boxes, each placed on its own.
  return props.field.type === 'radio' ? <RadioOptionBoxes {...props} /> : <SingleFieldBox {...props} />;
});

/** The words on a box: a label's own text, else the hint the sender gave, else the type. */
function shownText(field: FieldBoxProps['field'], typeLabel: string): string {
  if (field.type === 'label') return field.defaultValue.trim() || typeLabel;
  return field.label.trim() && field.type !== 'name' ? field.label.trim() : typeLabel;
}

function SingleFieldBox({ field, signerName, color, selected, minSizePx, onSelect, onChange, onDelete }: FieldBoxProps) {
  const { t } = useTranslation();
  const typeLabel = t(`fields.type.${field.type}`);
  const shown = shownText(field, typeLabel);
  // The name starts with the words on the box ("Company"), so a voice user can say what they see (WCAG 2.5.3).
  const name =
    shown === typeLabel
      ? t('fields.fieldLabel', { type: typeLabel, name: signerName, page: field.page })
      : t('fields.fieldLabelNamed', { label: shown, type: typeLabel, name: signerName, page: field.page });
  return (
    <DraggableResizable
      rect={field}
      onChange={(rect) => onChange(field.key, rect)}
      label={name}
      instructions={t('fields.keyboardHelp')}
      roleDescription={t('fields.roleDescription')}
      selected={selected}
      onSelect={() => onSelect(field.key)}
      onDelete={() => onDelete(field.key)}
      minSizePx={minSizePx}
      color={`var(--mantine-color-${color}-6)`}
      id={fieldDomId(field.key)}
      data-testid="placed-field"
    >
      {field.type === 'checkbox' ? null : (
        <Text
          component="span"
          size="xs"
          fw={600}
          c={`${color}.9`}
          px={4}
          style={{ display: 'flex', alignItems: 'center', gap: 4, height: '100%', lineHeight: 1.1, whiteSpace: 'nowrap', overflow: 'hidden' }}
        >
          <FieldTypeIcon type={field.type} size={14} />
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{shown}</span>
        </Text>
      )}
    </DraggableResizable>
  );
}

/** The placed field's element id, so the editor can focus a field it just added. */
export const fieldDomId = (key: string) => `placed-field-${key}`;
