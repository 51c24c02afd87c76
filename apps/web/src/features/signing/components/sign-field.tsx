import { LIMITS } from '@signet/contracts';
import { IconCheck, IconRubberStamp, IconSignature } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Suspense, lazy, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFieldDate } from '../lib/field-display';
import { isFilled, isServerFilled, takesImage } from '../lib/field-values';
import type { RichFieldKit } from '../lib/rich-field-kit';
import { loadFieldWords } from '../lib/rich-field-messages';
import { fitHint } from '../lib/fit-hint';
import type { FieldValue, SignerField } from '../lib/field-values';
import classes from './sign-field.module.css';

export const fieldElementId = (fieldId: string) => `sign-field-${fieldId}`;

// Issue 36's types (number, date, dropdown, radio, phone, multi-line text, attachment, stamp) load only for agreements that have them.
const RichSignField = lazy(() => loadFieldWords().then(() => import('./rich-sign-field')));
const RICH_TYPES = new Set<SignerField['type']>(['number', 'date', 'dropdown', 'radio', 'phone', 'textarea', 'attachment', 'stamp']);
export const isRichField = (field: Pick<SignerField, 'type'>) => RICH_TYPES.has(field.type);

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls a field into the middle of the view (both ways, when zoomed in) and, on request, puts the keyboard on it. */
export function showField(fieldId: string, focus: boolean) {
  const element = document.getElementById(fieldElementId(fieldId));
  if (!element) return;
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
  if (!focus) return;
  const target = element.matches('button') ? element : (element.querySelector<HTMLElement>('input, button') ?? element);
  target.focus({ preventScroll: true });
}

interface SignFieldProps {
  field: SignerField;
  /** What issue 36's lazily loaded types take from the page. */
  kit: RichFieldKit;
  /** What is wrong with the value, in the signer's language; null when nothing is. */
  problem: string | null;
  value: FieldValue | undefined;
  /** Size of the field on screen, for the text size. */
  heightPx: number;
  widthPx: number;
  active: boolean;
  email: string;
  today: string;
  /**
   * Phone: text fields are filled through the large input at the bottom of the screen,
   * so on the page they are buttons that choose the field.
   */
  guided: boolean;
  /** Before the consent: every field is a button that asks for it first. */
  locked: boolean;
  /** A filler's field: the later recipient it is filled in for, shown above it and read with it. */
  forName?: string;
  /** What a read-only value is said to be: the sender's, or (after a filler) filled in before. */
  readOnlyText: string;
  onOpenImage: (field: SignerField) => void;
  onChange: (fieldId: string, value: FieldValue) => void;
  onFocusField: (fieldId: string) => void;
  /** A tap on a guided text field: edit it in the large input. */
  onSelectField: (fieldId: string) => void;
  onLocked: () => void;
  /** Enter in a text field: on to the next field, as in a form. */
  onDone: (fieldId: string, values: Record<string, FieldValue>) => void;
}

const tipId = (fieldId: string) => `sign-tip-${fieldId}`;
const problemId = (fieldId: string) => `sign-problem-${fieldId}`;

/** One of the signer's fields on its page: a button, an input or a read-only value, with its help text and what is wrong with it. */
export const SignField = memo(function SignField(props: SignFieldProps) {
  const { forName, field: data, guided, problem } = props;
  const { t } = useTranslation();
  const id = String(data.id);
  // On a phone the help text is under the large input instead.
  const tip = data.helpText && !guided && !data.readOnly;
  const field = <FieldControl {...props} describedBy={[tip && tipId(id), problem && problemId(id)].filter(Boolean).join(' ') || undefined} />;
  const below = { left: `${data.x * 100}%`, top: `${(data.y + data.height) * 100}%` };
  const above = { left: `${data.x * 100}%`, bottom: `${(1 - data.y) * 100}%` };
  return (
    <>
      {field}
      {tip && (
        <span id={tipId(id)} role="tooltip" className={classes.tip} style={above}>
          {data.helpText}
        </span>
      )}
      {problem && !guided && (
        <span id={problemId(id)} className={classes.problem} style={below}>
          {problem}
        </span>
      )}
      {forName && <span className={classes.forTag} style={{ left: `${props.field.x * 100}%`, bottom: `${(1 - props.field.y) * 100}%`, maxWidth: `${(1 - props.field.x) * 100}%` }} aria-hidden>
        {t('signing.route.forRecipient', { name: forName })}
      </span>}
    </>
  );
});

function FieldControl(props: SignFieldProps & { describedBy?: string }) {
  const { field, value, heightPx, widthPx, active, email, today, guided, locked, forName, readOnlyText, describedBy, problem, onOpenImage, onChange, onFocusField, onSelectField, onLocked, onDone } = props;
  const { t, i18n } = useTranslation();
  const id = String(field.id);
  const filled = isFilled(field, value);
  const typeName = t(`fields.type.${field.type}`);
  const state = {
    type: field.label ? `${typeName} “${field.label}”` : typeName,
    required: field.required ? t('signing.sign.required') : t('signing.sign.optional'),
    page: field.page,
    state: filled ? t('signing.sign.filled') : t('signing.sign.notFilled'),
  };
  // The accessible name starts with the words on screen, so "Sign here" is what a voice user says and a reader hears first.
  const forText = forName ? `, ${t('signing.route.forRecipient', { name: forName })}` : '';
  const labelFor = (visible: string) => (visible ? t('signing.sign.fieldLabel', { ...state, visible }) : t('signing.sign.fieldLabelPlain', state)) + forText;
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
    'data-field-type': field.type,
    'data-filled': (filled && !isServerFilled(field)) || undefined,
    'data-optional': !field.required || undefined,
    'data-active': active || undefined,
    onFocus: locked ? undefined : () => onFocusField(id),
    'aria-describedby': describedBy,
  };
  const star = field.required && !filled ? (
    <span className={classes.required} aria-hidden>
      *
    </span>
  ) : null;

  // A label: the sender's words, part of the page.
  if (field.type === 'label') {
    return (
      <div {...common} data-label role="note" aria-label={field.value ?? ''}>
        <span className={classes.lines}>{field.value}</span>
      </div>
    );
  }

  // Filled in by the sender and read-only: shown, never edited.
  if (field.readOnly) {
    const shown =
      field.type === 'checkbox'
        ? field.value === 'true'
          ? t('signing.sign.checked')
          : t('signing.sign.unchecked')
        : field.type === 'date' && field.value
          ? formatFieldDate(field.value, i18n.language)
          : (field.value ?? '');
    return (
      <div {...common} data-readonly role="note" aria-label={`${field.label || typeName}: ${shown}, ${readOnlyText}${forText}`} title={readOnlyText}>
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

  // A company seal (issue 34): applied in the seal panel, which the field leads to; once applied it shows the seal.
  if (field.type === 'company_seal') {
    const text = value?.sealed ? t('seals.field.applied') : t('seals.field.pending');
    return (
      <button type="button" {...common} aria-label={labelFor(text)} onClick={() => (locked ? onLocked() : onOpenImage(field))}>
        {value?.image ? (
          <img src={value.image} alt="" className={classes.image} />
        ) : (
          <span className={classes.hint}>
            <IconRubberStamp size={Math.round(Math.max(12, Math.min(heightPx * 0.3, 28)))} aria-hidden style={{ flex: 'none' }} />
            <span className={classes.hintText}>{text}</span>
          </span>
        )}
        {star}
      </button>
    );
  }

  if (isRichField(field)) {
    return (
      <Suspense fallback={<div {...common} />}>
        <RichSignField {...props} common={common} labelFor={labelFor} star={star} invalid={problem !== null} />
      </Suspense>
    );
  }

  if (takesImage(field)) {
    // A small box on a phone gets smaller words, then no icon, then "Sign": never "Sign he".
    const hint =
      field.type === 'signature'
        ? fitHint(widthPx, heightPx, t('signing.sign.signHere'), t('signing.sign.signShort'))
        : fitHint(widthPx, heightPx, t('signing.sign.initialHere'), t('signing.sign.initialShort'));
    return (
      <button type="button" {...common} aria-label={labelFor(value?.image ? '' : hint.text)} onClick={() => (locked ? onLocked() : onOpenImage(field))}>
        {value?.image ? (
          <img src={value.image} alt="" className={classes.image} />
        ) : (
          <span className={classes.hint} style={{ fontSize: hint.fontPx }} data-testid="sign-hint">
            {hint.icon && <IconSignature size={Math.round(hint.fontPx * 1.1)} aria-hidden style={{ flex: 'none' }} />}
            {hint.text && <span className={classes.hintText}>{hint.text}</span>}
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
        aria-label={labelFor(field.label ?? '')}
        onClick={() => (locked ? onLocked() : onChange(id, { checked: !(value?.checked === true) }))}
      >
        {value?.checked ? <IconCheck size={Math.max(12, Math.min(heightPx, 28) * 0.85)} stroke={3} aria-hidden /> : null}
        {star}
      </button>
    );
  }

  if (field.type === 'name' || field.type === 'text') {
    const text = value?.text ?? '';
    const placeholder = field.label || typeName;
    if (guided || locked) {
      return (
        <button type="button" {...common} aria-label={labelFor(text || placeholder)} onClick={() => (locked ? onLocked() : onSelectField(id))}>
          <span className={classes.hint} data-placeholder={!text || undefined}>
            {text || placeholder}
          </span>
          {star}
        </button>
      );
    }
    return (
      <div {...common} onFocus={undefined}>
        <input
          className={classes.input}
          aria-label={labelFor(placeholder)}
          aria-describedby={describedBy}
          aria-invalid={problem !== null || undefined}
          value={value?.text ?? ''}
          placeholder={field.label || typeName}
          maxLength={LIMITS.fieldTextChars}
          autoComplete={field.type === 'name' ? 'name' : 'off'}
          onFocus={() => onFocusField(id)}
          onChange={(event) => onChange(id, { text: event.currentTarget.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) onDone(id, { [id]: { text: event.currentTarget.value } });
          }}
          enterKeyHint="next"
          data-field-input={id}
        />
        {star}
      </div>
    );
  }

  // E-mail and date: set by the server, shown for the signer to see.
  return (
    <div {...common} data-readonly role="note" aria-label={`${typeName}: ${field.type === 'email' ? (field.value ?? email) : today}${forText}`} title={field.type === 'date_signed' ? t('signing.sign.dateFilled') : undefined}>
      <span className={classes.hint} style={{ fontWeight: 400 }}>
        {field.type === 'email' ? (field.value ?? email) : today}
      </span>
    </div>
  );
}
