import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { render, type KitProps } from './box';
import { color as themeColor, fontSize, radius, rem } from './style-props';
import { variantVars } from './variant';

type Size = string | number | undefined;
const KEYS = ['xs', 'sm', 'md', 'lg', 'xl'];
/** A size key as the component's own scale variable; a number or length as it is. */
const scaled = (prefix: string, size: Size, fallback: string) =>
  size === undefined ? undefined : typeof size === 'string' && (KEYS.includes(size) || size.startsWith('input-')) ? `var(--${prefix}-${size})` : typeof size === 'number' || /^\d/.test(size) ? rem(size) : fallback;

export function UnstyledButton(props: KitProps): ReactElement {
  const button = !props.component || props.component === 'button';
  return render('UnstyledButton', props, { tag: 'button', className: 'k-unstyled k-focus', attrs: button ? { type: 'button' } : undefined });
}

/** Mantine's oval loader: a ring with one clear quarter. */
export function Loader({ size, color, ...props }: KitProps & { size?: Size; color?: string }): ReactElement {
  return render('Loader', props, {
    tag: 'span',
    className: 'k-loader',
    vars: { '--loader-size': scaled('loader-size', size, String(size)), '--loader-color': color && themeColor(color) },
  });
}

interface ButtonOwn {
  variant?: string;
  color?: string;
  size?: string;
  radius?: Size;
  loading?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  justify?: string;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

/** Icons and avatars take a size key or a number of pixels. */
type IconOwn = Omit<ButtonOwn, 'size'> & { size?: Size };

export function Button({ variant, color, size = 'sm', radius: r, loading, disabled, fullWidth, justify, leftSection, rightSection, children, ...props }: KitProps & ButtonOwn): ReactElement {
  const button = !props.component || props.component === 'button';
  const compact = size.startsWith('compact-');
  const key = size.replace('compact-', '');
  return render(
    'Button',
    props,
    {
      tag: 'button',
      className: 'k-button k-focus k-active',
      attrs: {
        type: button ? 'button' : undefined,
        disabled: button ? disabled || loading : undefined,
        'data-disabled': disabled || undefined,
        'data-loading': loading || undefined,
        'data-block': fullWidth || undefined,
        'data-with-left-section': leftSection ? true : undefined,
        'data-with-right-section': rightSection ? true : undefined,
      },
      vars: {
        ...variantVars('button', variant, color),
        '--button-height': `var(--button-height-${size})`,
        '--button-padding-x': `var(--button-padding-x-${size})`,
        '--button-fz': compact || size !== 'sm' ? fontSize(key) : undefined,
        '--button-radius': r === undefined ? undefined : radius(r),
        '--button-justify': justify,
      },
    },
    <>
      {loading && <Loader className="k-button-loader" color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />}
      <span className="k-button-inner">
        {leftSection && (
          <span className="k-button-section" data-position="left">
            {leftSection}
          </span>
        )}
        <span className="k-button-label">{children}</span>
        {rightSection && (
          <span className="k-button-section" data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </>,
  );
}

export function ActionIcon({ variant, color, size, radius: r, disabled, loading, ...props }: KitProps & IconOwn): ReactElement {
  return render('ActionIcon', props, {
    tag: 'button',
    className: 'k-action-icon k-focus k-active',
    attrs: { type: 'button', disabled: disabled || loading, 'data-disabled': disabled || undefined, 'data-loading': loading || undefined },
    vars: { ...variantVars('ai', variant, color), '--ai-size': scaled('ai-size', size, 'var(--ai-size-md)'), '--ai-radius': r === undefined ? undefined : radius(r) },
  });
}

/** The × of dialogs and drawers. */
export function CloseButton({ size, ...props }: KitProps & { size?: Size }): ReactElement {
  return render(
    'CloseButton',
    props,
    { tag: 'button', className: 'k-close k-focus k-active', attrs: { type: 'button' }, vars: { '--cb-size': scaled('cb-size', size, 'var(--cb-size-md)') } },
    props.children ?? (
      <svg viewBox="0 0 15 15" fill="none" aria-hidden style={{ width: '70%', height: '70%' }}>
        <path d="M3.5 3.5l8 8m0-8-8 8" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" />
      </svg>
    ),
  );
}

export function ThemeIcon({ variant, color, size, radius: r, ...props }: KitProps & IconOwn): ReactElement {
  return render('ThemeIcon', props, {
    tag: 'div',
    className: 'k-theme-icon',
    vars: { ...variantVars('ti', variant, color), '--ti-size': scaled('ti-size', size, 'var(--ti-size-md)'), '--ti-radius': r === undefined ? undefined : radius(r) },
  });
}

export function Badge({ variant, color, size = 'md', radius: r, children, ...props }: KitProps & ButtonOwn): ReactElement {
  return render(
    'Badge',
    props,
    {
      tag: 'div',
      className: 'k-badge',
      vars: {
        ...variantVars('badge', variant, color),
        '--badge-height': `var(--badge-height-${size})`,
        '--badge-fz': `var(--badge-fz-${size})`,
        '--badge-padding-x': `var(--badge-padding-x-${size})`,
        '--badge-radius': r === undefined ? undefined : radius(r),
      },
    },
    <span className="k-badge-label">{children}</span>,
  );
}

export function Avatar({ variant = 'light', color = 'gray', size, radius: r, children, ...props }: KitProps & IconOwn): ReactElement {
  const colors = variantVars('avatar', variant, color);
  return render(
    'Avatar',
    props,
    { tag: 'div', className: 'k-avatar', vars: { ...colors, '--avatar-size': scaled('avatar-size', size, 'var(--avatar-size-md)'), '--avatar-radius': r === undefined ? undefined : radius(r) } },
    <span className="k-avatar-placeholder">{children}</span>,
  );
}

export function Progress({ value, size, color, radius: r, animated, striped, ...props }: KitProps & { value: number; size?: Size; color?: string; radius?: Size; animated?: boolean; striped?: boolean }): ReactElement {
  const { 'aria-label': label, ...rest } = props;
  return render(
    'Progress',
    rest,
    { tag: 'div', className: 'k-progress', vars: { '--progress-size': scaled('progress-size', size, 'var(--progress-size-md)'), '--progress-radius': r === undefined ? undefined : radius(r) } },
    <div
      className="k-progress-section"
      role="progressbar"
      aria-valuemax={100}
      aria-valuemin={0}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      aria-label={label as string | undefined}
      data-striped={striped || animated || undefined}
      data-animated={animated || undefined}
      style={{ width: `${value}%`, '--progress-section-color': themeColor(color ?? 'signet') } as CSSProperties}
    />,
  );
}

export function Alert({ variant = 'light', color, radius: r, title, icon, children, ...props }: KitProps & ButtonOwn & { title?: ReactNode; icon?: ReactNode }): ReactElement {
  return render(
    'Alert',
    props,
    { tag: 'div', className: 'k-alert', attrs: { role: 'alert' }, vars: { ...variantVars('alert', variant, color), '--alert-radius': r === undefined ? undefined : radius(r) } },
    <div className="k-alert-wrapper">
      {icon && <div className="k-alert-icon">{icon}</div>}
      <div className="k-alert-body">
        {title && <div className="k-alert-title">{title}</div>}
        {children && <div className="k-alert-message">{children}</div>}
      </div>
    </div>,
  );
}
