import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { warnUnsupported } from './dev-warn';
import { placeOn } from './place';

/*
 * A label shown above its target on hover (after openDelay) and on keyboard focus, hidden on
 * leave, blur and Escape. While shown it is a role=tooltip the target names in aria-describedby.
 */

type Child = ReactElement<Record<string, unknown>>;
const KNOWN = new Set(['label', 'children', 'openDelay', 'closeDelay', 'position', 'offset', 'withinPortal']);

export function Tooltip({ label, children, openDelay = 0, closeDelay = 0, position = 'top', offset = 5, ...rest }: { label: ReactNode; children: Child; openDelay?: number; closeDelay?: number; position?: string; offset?: number; [prop: string]: unknown }): ReactElement {
  if (import.meta.env.DEV) for (const name in rest) if (!KNOWN.has(name)) warnUnsupported('Tooltip', name);
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [shown, setShown] = useState(false);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const tip = useRef<HTMLDivElement>(null);
  const wanted = hovered || focused;

  useEffect(() => {
    const timer = setTimeout(() => setShown(wanted), wanted ? (focused ? 0 : openDelay) : closeDelay);
    return () => clearTimeout(timer);
  }, [wanted, focused, openDelay, closeDelay]);

  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setHovered(false);
      setFocused(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  useLayoutEffect(() => {
    if (shown && target && tip.current) placeOn(tip.current, target, position, offset);
  }, [shown, target, position, offset]);

  const own = children.props;
  const call = (name: string, event: unknown) => (own[name] as ((event: unknown) => void) | undefined)?.(event);
  const trigger = cloneElement(children, {
    ref: setTarget,
    'aria-describedby': shown ? [own['aria-describedby'], id].filter(Boolean).join(' ') : own['aria-describedby'],
    onPointerEnter: (event: unknown) => (call('onPointerEnter', event), setHovered(true)),
    onPointerLeave: (event: unknown) => (call('onPointerLeave', event), setHovered(false)),
    onFocus: (event: { currentTarget: HTMLElement }) => (call('onFocus', event), setFocused(event.currentTarget.matches(':focus-visible'))),
    onBlur: (event: unknown) => (call('onBlur', event), setFocused(false)),
  });
  return (
    <>
      {trigger}
      {shown &&
        typeof document !== 'undefined' &&
        createPortal(
          <div ref={tip} id={id} role="tooltip" className="k-tooltip k-floating">
            {label}
          </div>,
          document.body,
        )}
    </>
  );
}
