import type { ReactElement, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { render, type KitProps } from './box';

/** Shown when expanded; when not, `hidden`, so out of sight and of the accessibility tree. */
export function Collapse({ expanded, in: opened, transitionDuration: _duration, animateOpacity: _opacity, ...props }: KitProps & { expanded?: boolean; in?: boolean; transitionDuration?: number; animateOpacity?: boolean }): ReactElement {
  const open = expanded ?? opened ?? false;
  return render('Collapse', props, { tag: 'div', attrs: { hidden: !open || undefined, 'aria-hidden': open ? undefined : true } });
}

/** Renders its children at the end of the body (Mantine's Portal). */
export function Portal({ children, target }: { children?: ReactNode; target?: HTMLElement }): ReactElement | null {
  if (typeof document === 'undefined') return null;
  return createPortal(children, target ?? document.body);
}

export const OptionalPortal = ({ children, withinPortal = true }: { children?: ReactNode; withinPortal?: boolean }): ReactElement | null =>
  withinPortal ? <Portal>{children}</Portal> : <>{children}</>;
