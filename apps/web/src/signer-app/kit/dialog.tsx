import { useContext, useEffect, useId, useLayoutEffect, useRef, type CSSProperties, type ReactElement, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './buttons';
import { warnUnsupported } from './dev-warn';
import { initialFocus, tabbables, trapTarget } from './focus';
import { ThemeContext } from './provider';
import { radius, rem, spacing } from './style-props';

/*
 * Modal and Drawer: role=dialog with aria-modal, named by its title, rendered in a portal over an
 * overlay. While open, Tab stays inside, Escape closes (the top-most one only), the page behind
 * does not scroll; on close, focus goes back to what had it before.
 */

type Size = string | number;
type Part = 'root' | 'overlay' | 'inner' | 'content' | 'header' | 'title' | 'close' | 'body';

export interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  size?: Size;
  padding?: Size;
  radius?: Size;
  fullScreen?: boolean;
  centered?: boolean;
  styles?: Partial<Record<Part, CSSProperties>>;
  closeButtonProps?: Record<string, unknown>;
  withCloseButton?: boolean;
  closeOnEscape?: boolean;
  closeOnClickOutside?: boolean;
  trapFocus?: boolean;
  returnFocus?: boolean;
  lockScroll?: boolean;
  zIndex?: number;
  /** Accepted for Mantine's API; the kit opens without a transition. */
  transitionProps?: unknown;
  position?: 'left' | 'right' | 'top' | 'bottom';
  id?: string;
  className?: string;
  [prop: string]: unknown;
}

const KNOWN = new Set(['opened', 'onClose', 'title', 'children', 'size', 'padding', 'radius', 'fullScreen', 'centered', 'styles', 'closeButtonProps', 'withCloseButton', 'closeOnEscape', 'closeOnClickOutside', 'trapFocus', 'returnFocus', 'lockScroll', 'zIndex', 'transitionProps', 'position', 'id', 'className']);

/** Open dialogs, innermost last: only that one answers Escape and traps Tab. */
const open: string[] = [];

function useDialogBehaviour(props: DialogProps, content: RefObject<HTMLElement | null>, key: string) {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const { opened, trapFocus = true, returnFocus = true, lockScroll = true } = props;
  useEffect(() => {
    if (!opened) return;
    const opener = document.activeElement as HTMLElement | null;
    const dialogNode = content.current;
    open.push(key);
    const timer = setTimeout(() => content.current && trapFocus && initialFocus(content.current).focus({ preventScroll: true }));
    const onKeyDown = (event: KeyboardEvent) => {
      if (open[open.length - 1] !== key || !content.current) return;
      if (event.key === 'Escape' && latest.current.closeOnEscape !== false) {
        event.preventDefault();
        latest.current.onClose();
      } else if (event.key === 'Tab' && trapFocus) {
        const target = trapTarget(tabbables(content.current), document.activeElement as HTMLElement | null, event.shiftKey);
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = 'hidden';
    return () => {
      clearTimeout(timer);
      open.splice(open.indexOf(key), 1);
      document.removeEventListener('keydown', onKeyDown);
      if (lockScroll) document.body.style.overflow = overflow;
      // Back to the opener, unless the page already moved the focus on (the next field after adopting).
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected || !!dialogNode?.contains(active);
      if (returnFocus && lost && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [opened, key, content, trapFocus, returnFocus, lockScroll]);
}

function sizeOf(prefix: string, size: Size | undefined): string | undefined {
  if (size === undefined) return undefined;
  if (typeof size === 'number') return rem(size);
  return ['xs', 'sm', 'md', 'lg', 'xl'].includes(size) ? `var(--${prefix}-size-${size})` : size;
}

function Dialog(kind: 'Modal' | 'Drawer', props: DialogProps): ReactElement | null {
  const theme = useContext(ThemeContext);
  const defaults: Partial<DialogProps> | undefined = theme.components?.[kind]?.defaultProps;
  const all = { ...defaults, ...props, closeButtonProps: { ...defaults?.closeButtonProps, ...props.closeButtonProps } } as DialogProps;
  const { opened, onClose, title, children, size, padding, radius: r, fullScreen, centered, styles, closeButtonProps, withCloseButton = true, closeOnClickOutside = true, zIndex = 200, position = 'left', id, className } = all;
  const own = useId();
  const base = id ?? own;
  const content = useRef<HTMLElement>(null);
  useDialogBehaviour(all, content, base);
  if (import.meta.env.DEV) for (const name in props) if (!KNOWN.has(name)) warnUnsupported(kind, name);
  if (!opened || typeof document === 'undefined') return null;
  const prefix = kind === 'Modal' ? 'modal' : 'drawer';
  const titleId = `${base}-title`;
  const bodyId = `${base}-body`;
  const vars = {
    [`--${prefix}-size`]: sizeOf(prefix, size),
    '--modal-radius': r === undefined ? undefined : radius(r),
    '--mb-padding': padding === undefined ? undefined : spacing(padding),
    '--mb-z-index': zIndex,
    ...styles?.root,
  } as CSSProperties;
  return createPortal(
    <div className={`k-dialog k-${prefix} ${className ?? ''}`} data-full-screen={fullScreen || undefined} data-centered={centered || undefined} data-position={kind === 'Drawer' ? position : undefined} style={vars}>
      <div className="k-overlay" style={styles?.overlay} onMouseDown={closeOnClickOutside ? onClose : undefined} />
      <div className="k-dialog-inner" style={styles?.inner}>
        <section ref={content} className="k-dialog-content" role="dialog" aria-modal tabIndex={-1} aria-labelledby={title ? titleId : undefined} aria-describedby={bodyId} style={styles?.content}>
          {(title || withCloseButton) && (
            <header className="k-dialog-header" style={styles?.header}>
              {title && (
                <h2 className="k-dialog-title" id={titleId} style={styles?.title}>
                  {title}
                </h2>
              )}
              {withCloseButton && <CloseButton className="k-dialog-close" {...closeButtonProps} onClick={onClose} style={styles?.close} />}
            </header>
          )}
          <div className="k-dialog-body" id={bodyId} style={styles?.body}>
            {children}
          </div>
        </section>
      </div>
    </div>,
    document.body,
  );
}

export function Modal(props: DialogProps): ReactElement | null {
  return Dialog('Modal', props);
}
Modal.extend = <T,>(input: T): T => input;

export function Drawer(props: DialogProps): ReactElement | null {
  return Dialog('Drawer', props);
}
Drawer.extend = <T,>(input: T): T => input;
