import { Fragment } from 'react';
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
        <Fragment key={index}>
          <DraggableResizable
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
          {/* The option's name beside its box, so the sender sees which is which (the box's own name says it too). */}
          <span
            aria-hidden
            style={{
              position: 'absolute',
              left: `calc(${(option.box.x + option.box.width) * 100}% + 4px)`,
              top: `${option.box.y * 100}%`,
              height: `${option.box.height * 100}%`,
              display: 'flex',
              alignItems: 'center',
              fontSize: 11,
              fontWeight: 600,
              whiteSpace: 'nowrap',
              pointerEvents: 'none',
              color: `var(--mantine-color-${color}-9)`,
            }}
          >
            {option.value}
          </span>
        </Fragment>
      ))}
    </>
  );
}
