import { useTranslation } from 'react-i18next';
import { DraggableResizable } from '../../../../components/draggable-resizable/draggable-resizable';
import { radioOptionsOf } from '../../lib/radio-group';
import type { FieldBoxProps } from './field-box';
import { fieldDomId } from './field-box';

/**
 * A radio group on its page: one box per option, each moved, resized and nudged on its own like
 * any field. The first box carries the field's id, so a new group takes the focus there.
 */
export function RadioOptionBoxes({ field, signerName, color, selected, minSizePx, onSelect, onChange, onDelete }: FieldBoxProps) {
  const { t } = useTranslation();
  const options = radioOptionsOf(field.options);
  const group = t('fields.fieldLabel', { type: t('fields.type.radio'), name: signerName, page: field.page });
  return (
    <>
      {options.map((option, index) => (
        <DraggableResizable
          key={index}
          rect={option.box}
          onChange={(rect) => onChange(field.key, rect, index)}
          label={t('fields.options.boxLabel', { option: option.value, n: index + 1, count: options.length, group })}
          instructions={t('fields.keyboardHelp')}
          roleDescription={t('fields.roleDescription')}
          selected={selected}
          onSelect={() => onSelect(field.key)}
          onDelete={() => onDelete(field.key)}
          minSizePx={minSizePx}
          color={`var(--mantine-color-${color}-6)`}
          id={index === 0 ? fieldDomId(field.key) : `${fieldDomId(field.key)}-${index}`}
          data-testid="placed-radio-option"
        />
      ))}
    </>
  );
}
