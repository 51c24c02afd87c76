import { LIMITS } from '@signet/contracts';
import { IconCheck, IconSignature } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isFilled, isServerFilled, takesImage } from '../lib/field-values';
import type { FieldValue, SignerField } from '../lib/field-values';
import classes from './sign-field.module.css';

export const fieldElementId = (fieldId: string) => `sign-field-${fieldId}`;

interface SignFieldProps {
  field: SignerField;
  value: FieldValue | undefined;
  /** Height of the field on screen, for the text size. */
  heightPx: number;
  active: boolean;
  email: string;
  today: string;
  onOpenImage: (field: SignerField) => void;
  onChange: (fieldId: string, value: FieldValue) => void;
  onFocusField: (fieldId: string) => void;
}

/** One of the signer's fields on its page: a button, an input or a read-only value. */
export const SignField = memo(function SignField({ field, value, heightPx, active, email, today, onOpenImage, onChange, onFocusField }: SignFieldProps) {
  const { t } = useTranslation();
  const id = String(field.id);
  const filled = isFilled(field, value);
  const typeName = t(`fields.type.${field.type}`);
  const label = t('signing.sign.fieldLabel', {
    type: field.label ? `${typeName} “${field.label}”` : typeName,
    required: field.required ? t('signing.sign.required') : t('signing.sign.optional'),
    page: field.page,
    state: filled ? t('signing.sign.filled') : t('signing.sign.notFilled'),
  });
  const style: CSSProperties = {
    left: `${field.x * 100}%`,
    top: `${field.y * 100}%`,
    width: `${field.width * 100}%`,
    height: `${field.height * 100}%`,
    fontSize: Math.max(10, Math.min(22, heightPx * 0.55)),
  };
  const common = {
    id: fieldElementId(id),
    className: classes.field,
    style,
    'data-filled': (filled && !isServerFilled(field)) || undefined,
    'data-optional': !field.required || undefined,
    'data-active': active || undefined,
    onFocus: () => onFocusField(id),
  };
  const star = field.required && !filled ? (
    <span className={classes.required} aria-hidden>
      *
    </span>
  ) : null;

  // Filled in by the sender and read-only: shown, never edited.
  if (field.readOnly) {
    const shown = field.type === 'checkbox' ? (field.value === 'true' ? t('signing.sign.checked') : t('signing.sign.unchecked')) : (field.value ?? '');
    return (
      <div {...common} data-readonly role="note" aria-label={`${field.label || typeName}: ${shown}, ${t('signing.sign.readOnly')}`} title={t('signing.sign.readOnly')}>
        {field.type === 'checkbox' ? (
          field.value === 'true' ? <IconCheck size={Math.max(12, Math.min(heightPx, 28) * 0.85)} stroke={3} aria-hidden /> : null
        ) : (
          <span className={classes.hint} style={{ fontWeight: 400 }}>
            {shown}
          </span>
        )}
      </div>
    );
  }

  if (takesImage(field)) {
    return (
      <button type="button" {...common} aria-label={label} onClick={() => onOpenImage(field)}>
        {value?.image ? (
          <img src={value.image} alt="" className={classes.image} />
        ) : (
          <span className={classes.hint}>
            <IconSignature size={Math.min(18, heightPx * 0.6)} aria-hidden />
            {field.type === 'signature' ? t('signing.sign.signHere') : t('signing.sign.initialHere')}
          </span>
        )}
        {star}
      </button>
    );
  }

  if (field.type === 'checkbox') {
    return (
      <button
        type="button"
        role="checkbox"
        aria-checked={value?.checked === true}
        {...common}
        aria-label={label}
        onClick={() => onChange(id, { checked: !(value?.checked === true) })}
      >
        {value?.checked ? <IconCheck size={Math.max(12, Math.min(heightPx, 28) * 0.85)} stroke={3} aria-hidden /> : null}
        {star}
      </button>
    );
  }

  if (field.type === 'name' || field.type === 'text') {
    return (
      <div {...common} onFocus={undefined}>
        <input
          className={classes.input}
          aria-label={label}
          value={value?.text ?? ''}
          placeholder={field.label || typeName}
          maxLength={LIMITS.fieldTextChars}
          autoComplete={field.type === 'name' ? 'name' : 'off'}
          onFocus={() => onFocusField(id)}
          onChange={(event) => onChange(id, { text: event.currentTarget.value })}
          data-field-input={id}
        />
        {star}
      </div>
    );
  }

  // E-mail and date: set by the server, shown for the signer to see.
  return (
    <div {...common} data-readonly role="note" aria-label={`${typeName}: ${field.type === 'email' ? (field.value ?? email) : today}`} title={field.type === 'date_signed' ? t('signing.sign.dateFilled') : undefined}>
      <span className={classes.hint} style={{ fontWeight: 400 }}>
        {field.type === 'email' ? (field.value ?? email) : today}
      </span>
    </div>
  );
});
