import { Children, type ReactElement, type ReactNode } from 'react';
import { render, type KitProps } from './box';
import { radius, rem, spacing } from './style-props';

type Size = string | number | undefined;
const opt = <T,>(value: T | undefined, resolve: (value: T) => string) => (value === undefined ? undefined : resolve(value));

export function Stack({ gap, align, justify, ...props }: KitProps & { gap?: Size; align?: string; justify?: string }): ReactElement {
  return render('Stack', props, { tag: 'div', className: 'k-stack', vars: { '--stack-gap': opt(gap, spacing), '--stack-align': align, '--stack-justify': justify } });
}

export function Group({ gap, align, justify, wrap, grow, ...props }: KitProps & { gap?: Size; align?: string; justify?: string; wrap?: string; grow?: boolean }): ReactElement {
  const count = Children.toArray(props.children).length;
  const gapValue = gap === undefined ? 'var(--mantine-spacing-md)' : spacing(gap);
  return render('Group', props, {
    tag: 'div',
    className: 'k-group',
    attrs: { 'data-grow': grow || undefined },
    vars: {
      '--group-gap': gapValue,
      '--group-align': align,
      '--group-justify': justify,
      '--group-wrap': wrap,
      '--group-child-width': grow ? `calc(${100 / count}% - (${gapValue} - ${gapValue} / ${count}))` : undefined,
    },
  });
}

export function Center(props: KitProps): ReactElement {
  return render('Center', props, { tag: 'div', className: 'k-center' });
}

const CONTAINER = { xs: '33.75rem', sm: '45rem', md: '60rem', lg: '71.25rem', xl: '82.5rem' } as Record<string, string>;

export function Container({ size = 'md', ...props }: KitProps & { size?: Size }): ReactElement {
  return render('Container', props, { tag: 'div', className: 'k-container', vars: { '--container-size': typeof size === 'number' ? rem(size) : (CONTAINER[size] ?? size) } });
}

export function Paper({ radius: r, withBorder, shadow, ...props }: KitProps & { radius?: Size; withBorder?: boolean; shadow?: string }): ReactElement {
  return render('Paper', props, {
    tag: 'div',
    className: 'k-paper',
    attrs: { 'data-with-border': withBorder || undefined },
    vars: { '--paper-radius': opt(r, radius), '--paper-shadow': shadow && `var(--mantine-shadow-${shadow})` },
  });
}

export function Divider({ label, labelPosition = 'center', ...props }: KitProps & { label?: ReactNode; labelPosition?: string }): ReactElement {
  return render(
    'Divider',
    props,
    { tag: 'div', className: 'k-divider', attrs: { role: 'separator', 'data-with-label': label ? true : undefined } },
    label ? (
      <span className="k-divider-label" data-position={labelPosition}>
        {label}
      </span>
    ) : undefined,
  );
}

export function VisuallyHidden(props: KitProps): ReactElement {
  return render('VisuallyHidden', props, { tag: 'span', className: 'k-hidden' });
}

export function Image({ fit, radius: r, ...props }: KitProps & { fit?: string; radius?: Size }): ReactElement {
  return render('Image', props, { tag: 'img', className: 'k-image', vars: { '--image-object-fit': fit, '--image-radius': opt(r, radius) } });
}

export function Skeleton({ height, width, radius: r, visible = true, animate = true, ...props }: KitProps & { height?: Size; width?: Size; radius?: Size; visible?: boolean; animate?: boolean }): ReactElement {
  return render('Skeleton', props, {
    tag: 'div',
    className: 'k-skeleton',
    attrs: { 'data-visible': visible || undefined, 'data-animate': animate || undefined },
    vars: { '--skeleton-height': opt(height, rem), '--skeleton-width': opt(width, rem), '--skeleton-radius': opt(r, radius) },
  });
}
