import { cloneElement, createContext, useContext, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { render, type KitProps } from './box';
import { warnUnsupported } from './dev-warn';
import { menuTarget } from './focus';
import { placeOn } from './place';
import { rem } from './style-props';

/*
 * A menu button: the target says aria-haspopup and aria-expanded; the dropdown is a role=menu in
 * a portal whose items Arrow keys, Home and End move between (looping); Escape and Tab close it
 * and give focus back to the target, as does choosing an item or clicking outside.
 */

interface MenuState {
  opened: boolean;
  setOpened: (opened: boolean, focus?: 'first' | 'last' | 'menu') => void;
  focusOnOpen: RefObject<'first' | 'last' | 'menu'>;
  target: HTMLElement | null;
  setTarget: (target: HTMLElement | null) => void;
  targetId: string;
  menuId: string;
  position: string;
  offset: number;
  width?: number | string;
  shadow: string;
}

const MenuContext = createContext<MenuState | null>(null);
const useMenu = () => useContext(MenuContext) as MenuState;

const KNOWN = new Set(['children', 'position', 'offset', 'width', 'shadow', 'withinPortal', 'withInitialFocusPlaceholder']);

function Menu({ children, position = 'bottom', offset = 8, width, shadow = 'md', withInitialFocusPlaceholder = true, ...rest }: { children?: ReactNode; position?: string; offset?: number; width?: number | string; shadow?: string; withinPortal?: boolean; withInitialFocusPlaceholder?: boolean; [prop: string]: unknown }): ReactElement {
  if (import.meta.env.DEV) for (const name in rest) if (!KNOWN.has(name)) warnUnsupported('Menu', name);
  const [opened, setOpenedState] = useState(false);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const focusOnOpen = useRef<'first' | 'last' | 'menu'>('menu');
  const id = useId();
  const setOpened = (next: boolean, focus: 'first' | 'last' | 'menu' = withInitialFocusPlaceholder ? 'menu' : 'first') => {
    focusOnOpen.current = focus;
    setOpenedState(next);
    if (!next) target?.focus();
  };
  return <MenuContext.Provider value={{ opened, setOpened, focusOnOpen, target, setTarget, targetId: `${id}-target`, menuId: `${id}-dropdown`, position, offset, width, shadow }}>{children}</MenuContext.Provider>;
}

function MenuTarget({ children }: { children: ReactElement<Record<string, unknown>> }): ReactElement {
  const menu = useMenu();
  const own = children.props;
  return cloneElement(children, {
    ref: menu.setTarget,
    id: (own.id as string | undefined) ?? menu.targetId,
    'aria-haspopup': 'menu',
    'aria-expanded': menu.opened,
    'aria-controls': menu.opened ? menu.menuId : undefined,
    onClick: (event: unknown) => {
      (own.onClick as ((event: unknown) => void) | undefined)?.(event);
      menu.setOpened(!menu.opened);
    },
    onKeyDown: (event: KeyboardEvent) => {
      (own.onKeyDown as ((event: KeyboardEvent) => void) | undefined)?.(event);
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        menu.setOpened(true, event.key === 'ArrowDown' ? 'first' : 'last');
      }
    },
  });
}

const items = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[data-menu-item]:not([data-disabled])') ?? [])];

/** The open dropdown: placed beside the target, focused as the opening asked, closed from outside. */
function MenuPanel(props: KitProps): ReactElement {
  const menu = useMenu();
  const [dropdown, setDropdown] = useState<HTMLDivElement | null>(null);
  const { target, position, offset } = menu;

  useLayoutEffect(() => {
    const update = () => target && dropdown && placeOn(dropdown, target, position, offset);
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [dropdown, target, position, offset]);

  useEffect(() => {
    if (!dropdown) return;
    const list = items(dropdown);
    const focus = menu.focusOnOpen.current;
    (focus === 'first' ? list[0] : focus === 'last' ? list[list.length - 1] : dropdown)?.focus({ preventScroll: true });
    const outside = (event: MouseEvent | TouchEvent) => {
      const node = event.target as Node;
      if (!dropdown.contains(node) && !target?.contains(node)) menu.setOpened(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
    };
    // Once per opening (the dropdown mounts with it); setOpened is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dropdown]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      menu.setOpened(false);
      return;
    }
    const list = items(dropdown);
    const next = menuTarget(event.key, list.indexOf(document.activeElement as HTMLElement), list.length);
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  };
  return render('Menu.Dropdown', props, {
    tag: 'div',
    className: 'k-popover k-menu k-floating',
    attrs: { ref: setDropdown, id: menu.menuId, role: 'menu', tabIndex: -1, 'aria-labelledby': target?.id ?? menu.targetId, 'data-menu-dropdown': true, onKeyDown },
    vars: {
      width: menu.width === undefined ? undefined : typeof menu.width === 'number' ? rem(menu.width) : menu.width,
      '--popover-shadow': `var(--mantine-shadow-${menu.shadow})`,
    },
  });
}

function MenuDropdown(props: KitProps): ReactElement | null {
  const menu = useMenu();
  if (!menu.opened || typeof document === 'undefined') return null;
  return createPortal(<MenuPanel {...props} />, document.body);
}

function MenuItem({ leftSection, rightSection, color, disabled, children, onClick, closeMenuOnClick = true, ...props }: KitProps & { leftSection?: ReactNode; rightSection?: ReactNode; color?: string; disabled?: boolean; onClick?: (event: unknown) => void; closeMenuOnClick?: boolean }): ReactElement {
  const menu = useMenu();
  return render(
    'Menu.Item',
    props,
    {
      tag: 'button',
      className: 'k-menu-item k-focus',
      attrs: {
        type: 'button',
        role: 'menuitem',
        tabIndex: -1,
        disabled,
        'data-menu-item': true,
        'data-disabled': disabled || undefined,
        onClick: (event: unknown) => {
          onClick?.(event);
          if (closeMenuOnClick) menu.setOpened(false);
        },
      },
      vars: color ? { '--menu-item-color': color.includes('.') ? `var(--mantine-color-${color.replace('.', '-')})` : `var(--mantine-color-${color}-6)`, '--menu-item-hover': `var(--mantine-color-${color.split('.')[0]}-light-hover)` } : undefined,
    },
    <>
      {leftSection && (
        <span className="k-menu-section" data-position="left">
          {leftSection}
        </span>
      )}
      <span className="k-menu-label-text">{children}</span>
      {rightSection && (
        <span className="k-menu-section" data-position="right">
          {rightSection}
        </span>
      )}
    </>,
  );
}

function MenuLabel(props: KitProps): ReactElement {
  return render('Menu.Label', props, { tag: 'div', className: 'k-menu-label' });
}

function MenuDivider(props: KitProps): ReactElement {
  return render('Menu.Divider', props, { tag: 'div', className: 'k-menu-divider' });
}

Menu.Target = MenuTarget;
Menu.Dropdown = MenuDropdown;
Menu.Item = MenuItem;
Menu.Label = MenuLabel;
Menu.Divider = MenuDivider;
export { Menu };
