import { useId, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { cx, render, type KitProps } from './box';
import { domProps } from './dev-warn';
import { isStyleProp } from './style-props';

/*
 * Mantine's Input.Wrapper: label, description, the input, error, in that order unless told
 * otherwise, wired by id (label for the input, description and error in its aria-describedby).
 * As in Mantine, style props, className and style go to the wrapper; everything else to the input.
 */

export type FieldStyles = Partial<Record<'root' | 'label' | 'description' | 'error' | 'input' | 'wrapper' | 'section', CSSProperties>>;

export interface FieldOwn {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
  size?: string;
  inputWrapperOrder?: ('label' | 'description' | 'input' | 'error')[];
  styles?: FieldStyles;
  variant?: string;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** The label is a div (a group's name), not a label for one input. */
  labelElement?: 'label' | 'div';
}

export interface Field {
  id: string;
  /** The input's own props: id and aria wiring added. */
  input: Record<string, unknown>;
  /** Wraps the input as Mantine's Input.Wrapper. */
  wrap: (input: ReactNode) => ReactElement;
}

const WRAPPER = new Set(['className', 'style', 'component']);

export function Label({ required, children, ...props }: KitProps & { required?: boolean }): ReactElement {
  return render(
    'Input.Label',
    props,
    { tag: 'label', className: 'k-label' },
    <>
      {children}
      {required && (
        <span className="k-required" aria-hidden>
          {' *'}
        </span>
      )}
    </>,
  );
}

export function Description(props: KitProps): ReactElement {
  return render('Input.Description', props, { tag: 'p', className: 'k-description' });
}

export function ErrorText(props: KitProps): ReactElement {
  return render('Input.Error', props, { tag: 'p', className: 'k-error' });
}

/** Splits a field's props and builds its wrapper. `name` names the component in warnings. */
export function useField(name: string, props: KitProps & FieldOwn, extra?: { multiline?: boolean; pointer?: boolean }): Field {
  const own = useId();
  const { label, description, error, required, withAsterisk, size = 'sm', inputWrapperOrder = ['label', 'description', 'input', 'error'], styles, variant = 'default', leftSection, rightSection, labelElement = 'label', id = own, ...rest } = props;
  const wrapper: KitProps = {};
  const candidates: Record<string, unknown> = {};
  for (const key in rest) (isStyleProp(key) || WRAPPER.has(key) ? wrapper : candidates)[key] = rest[key];
  const input = domProps(name, candidates, () => false);
  const fieldId = String(id);
  const descriptionId = description ? `${fieldId}-description` : undefined;
  const errorId = error && error !== true ? `${fieldId}-error` : undefined;
  const describedBy = [input['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const at = inputWrapperOrder.indexOf('input');
  const above = (part: 'description' | 'error') => inputWrapperOrder.indexOf(part) < at;
  const offsetTop = (description && above('description')) || (errorId && above('error'));
  const offsetBottom = (description && !above('description')) || (errorId && !above('error'));
  const asterisk = withAsterisk ?? required;

  const wrap = (control: ReactNode) => {
    const parts: Record<string, ReactNode> = {
      label: label ? (
        <Label key="label" component={labelElement} id={`${fieldId}-label`} htmlFor={labelElement === 'label' ? fieldId : undefined} required={asterisk} style={styles?.label}>
          {label}
        </Label>
      ) : null,
      description: description ? (
        <Description key="description" id={descriptionId} style={styles?.description}>
          {description}
        </Description>
      ) : null,
      input: (
        <div
          key="input"
          className="k-input-root"
          data-variant={variant}
          data-error={error ? true : undefined}
          data-with-left-section={leftSection ? true : undefined}
          data-with-right-section={rightSection ? true : undefined}
          data-multiline={extra?.multiline || undefined}
          data-pointer={extra?.pointer || undefined}
          style={{ '--input-margin-top': offsetTop ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined, '--input-margin-bottom': offsetBottom ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined, ...styles?.wrapper } as CSSProperties}
        >
          {leftSection && (
            <div className="k-input-section" data-position="left" style={styles?.section}>
              {leftSection}
            </div>
          )}
          {control}
          {rightSection && (
            <div className="k-input-section" data-position="right" style={styles?.section}>
              {rightSection}
            </div>
          )}
        </div>
      ),
      error: errorId ? (
        <ErrorText key="error" id={errorId} style={styles?.error}>
          {error}
        </ErrorText>
      ) : null,
    };
    return render(
      name,
      { ...wrapper, style: { ...styles?.root, ...wrapper.style } },
      {
        tag: 'div',
        className: cx('k-field', `k-size-${size}`),
      },
      inputWrapperOrder.map((part) => parts[part]),
    );
  };

  return {
    id: fieldId,
    input: {
      ...input,
      id: fieldId,
      required,
      className: 'k-input',
      'data-variant': variant,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      style: styles?.input,
    },
    wrap,
  };
}
