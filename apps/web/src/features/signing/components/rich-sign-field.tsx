import { IconPaperclip, IconRubberStamp } from '@tabler/icons-react';
import type { ChangeEvent, CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useAttachmentUpload } from '../hooks/use-attachment-upload';
import { useStampPicker } from '../hooks/use-stamp-picker';
import type { FieldValue, SignerField } from '../lib/field-values';
import type { RichFieldKit } from '../lib/rich-field-kit';

export interface RichFieldProps {
  field: SignerField;
  value: FieldValue | undefined;
  guided: boolean;
  locked: boolean;
  kit: RichFieldKit;
  /** The box's id, class, place and state, as every field of the page has them. */
  common: Record<string, unknown> & { style: CSSProperties };
  /** The accessible name, starting with the words on screen. */
  labelFor: (visible: string) => string;
  star: ReactNode;
  describedBy?: string;
  invalid: boolean;
  onChange: (fieldId: string, value: FieldValue) => void;
  onFocusField: (fieldId: string) => void;
  onSelectField: (fieldId: string) => void;
  onLocked: () => void;
  onDone: (fieldId: string, values: Record<string, FieldValue>) => void;
}

/**
 * Issue 36's field types on the page, in their own chunk: number, date, dropdown, radio group,
 * phone, multi-line text, attachment and stamp. On a phone a tap chooses the field for the large
 * input below (a radio's boxes are chosen right on the page); on a computer each is its own control.
 */
export default function RichSignField(props: RichFieldProps) {
  const { field, value, guided, locked, kit, common, labelFor, star, onSelectField, onLocked } = props;
  const { t, classes } = kit;
  const id = String(field.id);
  const text = value?.text ?? '';
  const placeholder = field.label || t(`fields.type.${field.type}`);

  if (field.type === 'radio') return <RadioBoxes {...props} />;
  if (field.type === 'attachment') return <AttachmentBox {...props} />;
  if (field.type === 'stamp') return <StampBox {...props} />;

  const shown = field.type === 'date' && text ? kit.formatDate(text) : text;
  if (guided || locked) {
    return (
      <button type="button" {...common} aria-label={labelFor(shown || placeholder)} onClick={() => (locked ? onLocked() : onSelectField(id))}>
        <span className={field.type === 'textarea' ? classes.lines : classes.hint} data-placeholder={!text || undefined}>
          {shown || placeholder}
        </span>
        {star}
      </button>
    );
  }
  return <TypedBox {...props} shown={shown} placeholder={placeholder} />;
}

function TypedBox({ field, value, kit, common, labelFor, star, describedBy, invalid, onChange, onFocusField, onDone, shown, placeholder }: RichFieldProps & { shown: string; placeholder: string }) {
  const { t, classes } = kit;
  const id = String(field.id);
  const text = value?.text ?? '';
  const shared = {
    className: classes.input,
    'aria-label': labelFor(placeholder),
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'data-field-input': id,
    value: text,
    onFocus: () => onFocusField(id),
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) onDone(id, { [id]: { text: event.currentTarget.value } });
  };
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(id, { text: event.currentTarget.value });
  let control;
  if (field.type === 'textarea') control = <textarea {...shared} className={classes.textarea} placeholder={placeholder} onChange={change} />;
  else if (field.type === 'dropdown') {
    control = (
      <select {...shared} onChange={change}>
        <option value="">{t('signing.fields.choose')}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.value}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'date') {
    // The box shows the date in the page's language; the browser's own date input takes over while it has the keyboard.
    control = (
      <>
        <span className={classes.hint} data-placeholder={!text || undefined} aria-hidden>
          {shown || placeholder}
        </span>
        <input {...shared} className={classes.dateInput} type="date" onChange={change} onKeyDown={onEnter} />
      </>
    );
  } else {
    const phone = field.type === 'phone';
    control = (
      <input
        {...shared}
        type={phone ? 'tel' : 'text'}
        inputMode={phone ? 'tel' : 'decimal'}
        autoComplete={phone ? 'tel' : 'off'}
        placeholder={phone ? '+1 415 555 0100' : placeholder}
        onChange={change}
        onKeyDown={onEnter}
        enterKeyHint="next"
      />
    );
  }
  return (
    <div {...common} onFocus={undefined}>
      {control}
      {star}
    </div>
  );
}

/** A radio group: one box per option where the sender placed it, the chosen one filled; arrow keys move the choice. */
function RadioBoxes({ field, value, locked, kit, common, labelFor, star, describedBy, onChange, onFocusField, onLocked }: RichFieldProps) {
  const { t, classes } = kit;
  const id = String(field.id);
  const options = field.options ?? [];
  const chosen = options.findIndex((option) => option.value === value?.text);
  const choose = (index: number, focus: boolean, target?: HTMLElement) => {
    if (locked) return onLocked();
    onChange(id, { text: options[index]!.value });
    if (focus) (target?.parentElement?.children[index] as HTMLElement | undefined)?.focus();
  };
  const { className: _box, ...frame } = common;
  return (
    <div {...frame} className={classes.radioGroup} role="radiogroup" aria-label={labelFor(value?.text ?? '')} aria-describedby={describedBy}>
      {options.map((option, index) => {
        const box = option.box ?? { x: field.x, y: field.y, width: field.width, height: field.height };
        const style: CSSProperties = {
          left: `${((box.x - field.x) / field.width) * 100}%`,
          top: `${((box.y - field.y) / field.height) * 100}%`,
          width: `${(box.width / field.width) * 100}%`,
          height: `${(box.height / field.height) * 100}%`,
        };
        const checked = index === chosen;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={t('signing.fields.radioOption', { value: option.value })}
            title={option.value}
            tabIndex={checked || (chosen < 0 && index === 0) ? 0 : -1}
            className={classes.radio}
            style={style}
            data-filled={checked || undefined}
            onFocus={() => onFocusField(id)}
            onClick={(event) => choose(index, false, event.currentTarget)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
              if (step === 0) return;
              event.preventDefault();
              choose((index + step + options.length) % options.length, true, event.currentTarget);
            }}
          >
            <span className={classes.dot} aria-hidden />
          </button>
        );
      })}
      {star}
    </div>
  );
}

function AttachmentBox({ field, value, guided, locked, kit, common, labelFor, star, describedBy, onChange, onSelectField, onLocked }: RichFieldProps) {
  const { t, classes } = kit;
  const uploader = useAttachmentUpload(kit, field, onChange);
  const name = value?.attachment?.name;
  const text = uploader.uploading ? `${Math.round((uploader.progress ?? 0) * 100)} %` : (name ?? t('signing.fields.attachShort'));
  return (
    <>
      <button
        type="button"
        {...common}
        aria-label={labelFor(name ?? t('signing.fields.attach'))}
        aria-describedby={describedBy}
        aria-busy={uploader.uploading !== null || undefined}
        onClick={() => (locked ? onLocked() : guided ? onSelectField(String(field.id)) : uploader.pick())}
      >
        <span className={classes.hint} data-placeholder={!name || undefined}>
          <IconPaperclip size={14} aria-hidden style={{ flex: 'none' }} />
          <span className={classes.hintText}>{text}</span>
        </span>
        {star}
      </button>
      <input {...uploader.inputProps} />
      {uploader.error && !guided && (
        <span role="alert" className={classes.problem} style={{ left: common.style.left, top: `calc(${common.style.top} + ${common.style.height})` }}>
          {uploader.error}
        </span>
      )}
    </>
  );
}

function StampBox({ field, value, guided, locked, kit, common, labelFor, star, describedBy, onChange, onSelectField, onLocked }: RichFieldProps) {
  const { t, classes } = kit;
  const [error, setError] = useState(false);
  const { inputProps, pick } = useStampPicker(String(field.id), onChange, setError);
  return (
    <>
      <button
        type="button"
        {...common}
        aria-label={labelFor(value?.image ? '' : t('signing.fields.addStamp'))}
        aria-describedby={describedBy}
        onClick={() => (locked ? onLocked() : guided ? onSelectField(String(field.id)) : pick())}
      >
        {value?.image ? (
          <img src={value.image} alt="" className={classes.image} />
        ) : (
          <span className={classes.hint}>
            <IconRubberStamp size={14} aria-hidden style={{ flex: 'none' }} />
            <span className={classes.hintText}>{t('signing.fields.addStampShort')}</span>
          </span>
        )}
        {star}
      </button>
      <input {...inputProps} />
      {error && !guided && (
        <span role="alert" className={classes.problem} style={{ left: common.style.left, top: `calc(${common.style.top} + ${common.style.height})` }}>
          {t('signing.fields.stampUnreadable')}
        </span>
      )}
    </>
  );
}
