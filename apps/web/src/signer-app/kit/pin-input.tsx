import { useId, type ClipboardEvent, type KeyboardEvent, type ReactElement, type Ref } from 'react';
import { render, type KitProps } from './box';
import { spacing } from './style-props';

/*
 * One labelled input per digit. Typing moves to the next box; a pasted (or autofilled) code fills
 * the boxes from the one it lands in; Backspace in an empty box clears the one before and moves
 * there. The rules are plain functions, tested without a browser.
 */

export interface PinStep {
  digits: string[];
  /** The box to focus next. */
  focus: number;
}

const allowed = (type: string) => (type === 'number' ? /^[0-9]$/ : /^[0-9a-zA-Z]$/);

/** Text typed or pasted into box `index`: spread over that box and the ones after it. */
export function pinEnter(digits: string[], index: number, text: string, type = 'alphanumeric'): PinStep {
  const chars = [...text].filter((char) => allowed(type).test(char));
  if (chars.length === 0) return { digits, focus: index };
  // A whole code pasted or autofilled into any box fills from the first.
  const start = chars.length >= digits.length ? 0 : index;
  const next = [...digits];
  chars.slice(0, digits.length - start).forEach((char, offset) => (next[start + offset] = char));
  return { digits: next, focus: Math.min(start + chars.length, digits.length - 1) };
}

/** Backspace in box `index`: clears it, or when it is empty already, the box before (focused). */
export function pinBackspace(digits: string[], index: number): PinStep {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const before = Math.max(index - 1, 0);
  next[before] = '';
  return { digits: next, focus: before };
}

interface PinInputOwn {
  length?: number;
  value?: string;
  onChange?: (value: string) => void;
  onComplete?: (value: string) => void;
  type?: 'number' | 'alphanumeric';
  oneTimeCode?: boolean;
  size?: string;
  gap?: string | number;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  /** Receives the first box. */
  ref?: Ref<HTMLInputElement>;
  getInputProps?: (index: number) => Record<string, unknown>;
}

export function PinInput({ length = 4, value = '', onChange, onComplete, type = 'alphanumeric', oneTimeCode, size = 'sm', gap, error, disabled, autoFocus, placeholder = '○', ref, getInputProps, id, ...props }: KitProps & PinInputOwn): ReactElement {
  const own = useId();
  const digits = Array.from({ length }, (_, index) => value[index] ?? '');
  /** Applies a step from the box `from`: the new value, then focus on the box the step names. */
  const apply = (step: PinStep, from: HTMLElement) => {
    const joined = step.digits.join('');
    if (joined !== value) onChange?.(joined);
    (from.parentElement?.children[step.focus] as HTMLElement | undefined)?.focus();
    if (step.digits.every(Boolean) && joined !== value) onComplete?.(joined);
  };
  const focusBox = (from: HTMLElement, index: number) => (from.parentElement?.children[index] as HTMLElement | undefined)?.focus();
  const base = typeof id === 'string' ? id : own;
  return render(
    'PinInput',
    props,
    { tag: 'div', className: `k-group k-pin k-size-${size}`, vars: { '--group-gap': gap === undefined ? 'var(--mantine-spacing-md)' : spacing(gap), '--pin-input-size': `var(--pin-input-size-${size})` } },
    digits.map((digit, index) => (
      <input
        key={index}
        ref={index === 0 ? ref : undefined}
        id={index === 0 ? base : `${base}-${index}`}
        className="k-input k-pin-box"
        data-variant="default"
        data-error={error || undefined}
        aria-invalid={error || undefined}
        type={type === 'number' ? 'tel' : 'text'}
        inputMode={type === 'number' ? 'numeric' : 'text'}
        autoComplete={oneTimeCode ? 'one-time-code' : 'off'}
        // Room for a whole autofilled code; what lands here is spread over the boxes.
        maxLength={length}
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autoFocus && index === 0}
        value={digit}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          const typed = event.currentTarget.value.replace(digit, '') || event.currentTarget.value;
          apply(pinEnter(digits, index, typed, type), event.currentTarget);
        }}
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
          event.preventDefault();
          apply(pinEnter(digits, index, event.clipboardData.getData('text'), type), event.currentTarget);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Backspace') {
            event.preventDefault();
            apply(pinBackspace(digits, index), event.currentTarget);
          } else if (event.key === 'ArrowLeft' && index > 0) {
            event.preventDefault();
            focusBox(event.currentTarget, index - 1);
          } else if (event.key === 'ArrowRight' && index < length - 1) {
            event.preventDefault();
            focusBox(event.currentTarget, index + 1);
          }
        }}
        {...getInputProps?.(index)}
      />
    )),
  );
}
