import { createContext, useContext, useId, type CSSProperties, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { cx, render, type KitProps } from './box';
import { domProps } from './dev-warn';
import { useField, type FieldOwn } from './input-wrapper';
import { isStyleProp, radius } from './style-props';

type Styles = Partial<Record<'root' | 'body' | 'inner' | 'input' | 'label' | 'labelWrapper' | 'description' | 'error', CSSProperties>>;

const Tick = () => (
  <svg className="k-check-icon" viewBox="0 0 10 7" fill="none" aria-hidden>
    <path d="M1 3.6 3.8 6 9 1" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** A real checkbox input with its label (and description, error) beside it. */
export function Checkbox({ label, description, error, size = 'sm', styles, id, ...props }: KitProps & { label?: ReactNode; description?: ReactNode; error?: ReactNode; size?: string; styles?: Styles }): ReactElement {
  const own = useId();
  const inputId = typeof id === 'string' ? id : own;
  const root: KitProps = {};
  const rest: Record<string, unknown> = {};
  for (const key in props) (isStyleProp(key) || key === 'className' || key === 'style' ? root : rest)[key] = props[key];
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const input = domProps('Checkbox', rest, () => false);
  const describedBy = [input['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return render(
    'Checkbox',
    { ...root, style: { ...styles?.root, ...root.style } },
    { tag: 'div', className: cx('k-inline', `k-size-${size}`) },
    <div className="k-inline-body" style={styles?.body}>
      <div className="k-check-inner" style={styles?.inner}>
        <input {...input} id={inputId} type="checkbox" className="k-check" aria-invalid={error ? true : undefined} aria-describedby={describedBy} style={styles?.input} />
        <Tick />
      </div>
      {(label || description || error) && (
        <div className="k-inline-labels" style={styles?.labelWrapper}>
          {label && (
            <label className="k-inline-label" htmlFor={inputId} style={styles?.label}>
              {label}
            </label>
          )}
          {description && (
            <p className="k-description k-inline-extra" id={descriptionId} style={styles?.description}>
              {description}
            </p>
          )}
          {error && (
            <p className="k-error k-inline-extra" id={errorId} style={styles?.error}>
              {error}
            </p>
          )}
        </div>
      )}
    </div>,
  );
}

interface RadioContext {
  value: string | null;
  onChange: (value: string) => void;
  name: string;
  size?: string;
}
const RadioGroupContext = createContext<RadioContext | null>(null);
const RadioCardContext = createContext(false);

/** A radio group: the wrapper's label names a role=radiogroup holding the choices. */
function RadioGroup({ value = null, onChange, name, children, ...props }: KitProps & FieldOwn & { value?: string | null; onChange?: (value: string) => void; name?: string }): ReactElement {
  const own = useId();
  const field = useField('Radio.Group', { ...props, labelElement: 'div' });
  const { id: _id, className: _className, 'data-variant': _variant, required: _required, ...group } = field.input;
  return (
    <RadioGroupContext.Provider value={{ value, onChange: (next) => onChange?.(next), name: name ?? own, size: props.size }}>
      {field.wrap(
        <div {...group} role="radiogroup" aria-labelledby={props.label ? `${field.id}-label` : undefined}>
          {children}
        </div>,
      )}
    </RadioGroupContext.Provider>
  );
}

/** Arrow keys move the choice along the group's cards, as a native radio group does. */
function moveAlong(event: KeyboardEvent<HTMLButtonElement>, choose: (value: string) => void) {
  const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
  if (!step) return;
  event.preventDefault();
  const group = event.currentTarget.closest('[role="radiogroup"]');
  const cards = [...(group?.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)') ?? [])];
  const next = cards[(cards.indexOf(event.currentTarget) + step + cards.length) % cards.length];
  if (!next) return;
  next.focus();
  choose(next.value);
}

function RadioCard({ value, radius: r, withBorder = true, children, ...props }: KitProps & { value: string; radius?: string | number; withBorder?: boolean }): ReactElement {
  const group = useContext(RadioGroupContext);
  const checked = group?.value === value;
  const first = !group?.value;
  return (
    <RadioCardContext.Provider value={checked}>
      {render('Radio.Card', props, {
        tag: 'button',
        className: 'k-radio-card k-focus',
        attrs: {
          type: 'button',
          role: 'radio',
          value,
          'aria-checked': checked,
          'data-checked': checked || undefined,
          'data-with-border': withBorder || undefined,
          tabIndex: checked || first ? 0 : -1,
          onClick: () => group?.onChange(value),
          onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => group && moveAlong(event, group.onChange),
        },
        vars: { '--card-radius': r === undefined ? undefined : radius(r) },
      }, children)}
    </RadioCardContext.Provider>
  );
}

function RadioIndicator(props: KitProps & { size?: string }): ReactElement {
  const checked = useContext(RadioCardContext);
  const group = useContext(RadioGroupContext);
  const { size = group?.size ?? 'sm', ...rest } = props;
  return render(
    'Radio.Indicator',
    rest,
    { tag: 'div', className: cx('k-radio-indicator', `k-size-${size}`), attrs: { 'data-checked': checked || undefined, 'aria-hidden': true } },
    <svg className="k-radio-dot" viewBox="0 0 5 5" aria-hidden>
      <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
    </svg>,
  );
}

export const Radio = { Group: RadioGroup, Card: RadioCard, Indicator: RadioIndicator };

type Segment = string | { value: string; label: ReactNode; disabled?: boolean };

/** A radio group drawn as segments: native radios sharing a name, so arrow keys move the choice. */
export function SegmentedControl({ data, value, onChange, fullWidth, size = 'sm', radius: r, name, ...props }: KitProps & { data: Segment[]; value?: string; onChange?: (value: string) => void; fullWidth?: boolean; size?: string; radius?: string | number; name?: string }): ReactElement {
  const own = useId();
  const group = name ?? own;
  return render(
    'SegmentedControl',
    props,
    {
      tag: 'div',
      className: 'k-segmented',
      attrs: { role: 'radiogroup', 'data-full-width': fullWidth || undefined },
      vars: { '--sc-padding': `var(--sc-padding-${size})`, '--sc-font-size': size === 'sm' ? undefined : `var(--mantine-font-size-${size})`, '--sc-radius': r === undefined ? undefined : radius(r) },
    },
    data.map((item) => {
      const { value: itemValue, label, disabled } = typeof item === 'string' ? { value: item, label: item, disabled: false } : item;
      const id = `${group}-${itemValue}`;
      const active = itemValue === value;
      return (
        <div key={itemValue} className="k-segment" data-active={active || undefined}>
          <input className="k-segment-input" type="radio" id={id} name={group} value={itemValue} checked={active} disabled={disabled} onChange={() => onChange?.(itemValue)} />
          <label className="k-segment-label" htmlFor={id} data-active={active || undefined} data-disabled={disabled || undefined}>
            {label}
          </label>
        </div>
      );
    }),
  );
}

