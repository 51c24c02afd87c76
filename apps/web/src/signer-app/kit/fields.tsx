import { useRef, useState, type ChangeEvent, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { KitProps } from './box';
import { CloseButton } from './buttons';
import { Description, ErrorText, Label, useField, type FieldOwn } from './input-wrapper';

type FieldProps = KitProps & FieldOwn;

export function TextInput(props: FieldProps): ReactElement {
  const field = useField('TextInput', props);
  return field.wrap(<input type="text" {...field.input} />);
}

/** `autosize` grows with the text by CSS (field-sizing), between minRows and maxRows lines. */
export function Textarea({ autosize, minRows, maxRows, ...props }: FieldProps & { autosize?: boolean; minRows?: number; maxRows?: number }): ReactElement {
  const field = useField('Textarea', props, { multiline: true });
  const rows = { '--k-min-rows': minRows, '--k-max-rows': maxRows ?? 'none' } as CSSProperties;
  return field.wrap(<textarea rows={minRows} {...field.input} className={autosize ? 'k-input k-autosize' : 'k-input'} style={{ ...rows, ...(field.input.style as CSSProperties) }} />);
}

const Eye = ({ crossed }: { crossed: boolean }) => (
  <svg viewBox="0 0 24 24" width="60%" height="60%" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M3 3l18 18" />}
  </svg>
);

export function PasswordInput({ visibilityToggleButtonProps, ...props }: FieldProps & { visibilityToggleButtonProps?: Record<string, unknown> }): ReactElement {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className="k-password-toggle"
      tabIndex={-1}
      aria-hidden={visibilityToggleButtonProps ? undefined : true}
      aria-pressed={visible}
      {...visibilityToggleButtonProps}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => setVisible((shown) => !shown)}
    >
      <Eye crossed={visible} />
    </button>
  );
  const field = useField('PasswordInput', { ...props, rightSection: toggle });
  return field.wrap(<input {...field.input} type={visible ? 'text' : 'password'} />);
}

type Option = string | { value: string; label?: string; disabled?: boolean };
const options = (data: Option[]) =>
  data.map((option) => {
    const { value, label = value, disabled } = typeof option === 'string' ? { value: option } : option;
    return (
      <option key={value} value={value} disabled={disabled}>
        {label}
      </option>
    );
  });

const Chevron = () => (
  <svg viewBox="0 0 15 15" width={15} height={15} fill="none" aria-hidden>
    <path d="M3.5 5.75 7.5 9.75 11.5 5.75" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export function NativeSelect({ data = [], ...props }: FieldProps & { data?: Option[] }): ReactElement {
  const field = useField('NativeSelect', { ...props, rightSection: props.rightSection ?? <Chevron /> }, { pointer: true });
  return field.wrap(<select {...field.input}>{options(data)}</select>);
}

/**
 * Mantine's Select is a searchable combobox; the signer only picks one of a few documents, so a
 * native select (the phone's own picker) stands in, with Select's value-first onChange.
 */
export function Select({ data = [], onChange, allowDeselect: _allowDeselect, ...props }: FieldProps & { data?: Option[]; onChange?: (value: string | null) => void; allowDeselect?: boolean }): ReactElement {
  const field = useField('Select', { ...props, rightSection: props.rightSection ?? <Chevron /> }, { pointer: true });
  return field.wrap(
    <select {...field.input} onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange?.(event.currentTarget.value)}>
      {options(data)}
    </select>,
  );
}

/** A file chooser: an input-looking button naming the chosen file, a hidden file input behind it. */
export function FileInput({ value, onChange, accept, clearable, placeholder, ...props }: FieldProps & { value?: File | null; onChange?: (file: File | null) => void; accept?: string; clearable?: boolean; placeholder?: ReactNode }): ReactElement {
  const picker = useRef<HTMLInputElement>(null);
  const clear = clearable && value ? <CloseButton size="sm" aria-label="×" onClick={() => onChange?.(null)} /> : undefined;
  const field = useField('FileInput', { ...props, rightSection: props.rightSection ?? clear }, { pointer: true });
  return (
    <>
      {field.wrap(
        <button type="button" {...field.input} onClick={() => picker.current?.click()}>
          {value ? value.name : <span className="k-placeholder">{placeholder}</span>}
        </button>,
      )}
      <input
        ref={picker}
        type="file"
        hidden
        accept={accept}
        onChange={(event) => {
          onChange?.(event.currentTarget.files?.[0] ?? null);
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}

/** Opens the browser's file picker from whatever `children` renders with the given onClick. */
export function FileButton({ onChange, accept, children }: { onChange: (file: File | null) => void; accept?: string; children: (props: { onClick: () => void }) => ReactNode }): ReactElement {
  const [picker, setPicker] = useState<HTMLInputElement | null>(null);
  return (
    <>
      <input
        ref={setPicker}
        type="file"
        hidden
        accept={accept}
        onChange={(event) => {
          onChange(event.currentTarget.files?.[0] ?? null);
          event.currentTarget.value = '';
        }}
      />
      {children({ onClick: () => picker?.click() })}
    </>
  );
}

export const Input = { Label, Description, Error: ErrorText };
