import type { CSSProperties, ElementType, ReactElement, ReactNode } from 'react';
import { domProps, warnUnsupported } from './dev-warn';
import { isStyleProp, resolveStyleProps } from './style-props';

/** What every kit component takes: its own props, style props, and the element's attributes. */
export interface KitProps {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  component?: ElementType;
  [prop: string]: unknown;
}

export const cx = (...names: (string | false | null | undefined)[]): string | undefined => names.filter(Boolean).join(' ') || undefined;

export interface Shape {
  /** The element when the caller gives no `component`. */
  tag: ElementType;
  className?: string;
  /** Component variables (Mantine's `--button-height`…), before the caller's style. */
  vars?: Record<string, string | number | undefined>;
  /** Attributes the component sets itself (data-*, aria-*). */
  attrs?: Record<string, unknown>;
  /** Props the component reads itself, so they are neither passed on nor reported. */
  handled?: readonly string[];
}

/**
 * Renders `props` as Mantine's Box does: style props to inline styles, the element's own
 * attributes passed on, anything else reported once in development.
 */
export function render(name: string, props: KitProps, shape: Shape, children: ReactNode = props.children): ReactElement {
  const { component, className, style, children: _children, ...rest } = props;
  const handled = new Set(shape.handled);
  const resolved = resolveStyleProps(rest, (prop) => warnUnsupported(name, prop));
  const attrs = domProps(name, rest, (prop) => isStyleProp(prop) || handled.has(prop));
  const Tag = component ?? shape.tag;
  return (
    <Tag {...shape.attrs} {...attrs} className={cx(shape.className, ...resolved.classes, className)} style={{ ...shape.vars, ...resolved.style, ...style }}>
      {children}
    </Tag>
  );
}

export function Box(props: KitProps): ReactElement {
  return render('Box', props, { tag: 'div' });
}
