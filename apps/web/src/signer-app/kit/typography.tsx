import { createContext, useContext, type CSSProperties, type ElementType, type ReactElement, type ReactNode } from 'react';
import { render, type KitProps } from './box';
import { fontSize, spacing } from './style-props';

type Size = string | number | undefined;

interface TextOwn {
  size?: string;
  span?: boolean;
  inherit?: boolean;
  inline?: boolean;
  truncate?: boolean | 'end' | 'start';
  lineClamp?: number;
}

function textParts({ size, span, inherit, inline, truncate, lineClamp, ...props }: KitProps & TextOwn) {
  return {
    props: span && !props.component ? { ...props, component: 'span' as const } : props,
    attrs: {
      'data-inherit': inherit || undefined,
      'data-inline': inline || undefined,
      'data-truncate': truncate === true ? 'end' : truncate || undefined,
      'data-line-clamp': lineClamp !== undefined || undefined,
    },
    vars: {
      '--text-fz': size ? fontSize(size) : undefined,
      '--text-lh': size ? `var(--mantine-line-height-${size})` : undefined,
      '--text-line-clamp': lineClamp,
    },
  };
}

export function Text(all: KitProps & TextOwn): ReactElement {
  const { props, attrs, vars } = textParts(all);
  return render('Text', props, { tag: 'p', className: 'k-text', attrs, vars });
}

const TITLE_ORDERS = [1, 2, 3, 4, 5, 6];

export function Title({ order = 1, lineClamp, ...props }: KitProps & { order?: number; lineClamp?: number }): ReactElement {
  const level = TITLE_ORDERS.includes(order) ? order : 1;
  return render('Title', props, {
    tag: `h${level}` as ElementType,
    className: 'k-title',
    attrs: { 'data-line-clamp': lineClamp !== undefined || undefined },
    vars: {
      '--title-fz': `var(--mantine-h${level}-font-size)`,
      '--title-lh': `var(--mantine-h${level}-line-height)`,
      '--title-fw': `var(--mantine-h${level}-font-weight)`,
      '--title-line-clamp': lineClamp,
    },
  });
}

/** Our theme gives every link `c="dark.6"` and `underline="always"` (app/theme.ts). */
export function Anchor({ underline = 'always', c = 'dark.6', ...all }: KitProps & TextOwn & { underline?: string }): ReactElement {
  const { props, attrs, vars } = textParts({ ...all, c });
  return render('Anchor', props, { tag: 'a', className: 'k-text k-anchor k-focus', attrs: { ...attrs, 'data-underline': underline }, vars });
}

type ListStyles = Partial<Record<'itemWrapper' | 'itemIcon' | 'itemLabel' | 'item', CSSProperties>>;
interface ListContext {
  icon?: ReactNode;
  center?: boolean;
  styles?: ListStyles;
}
const ListItems = createContext<ListContext>({});

function List({ spacing: gap, size = 'md', icon, center, styles, type = 'unordered', withPadding, ...props }: KitProps & { spacing?: Size; size?: string; icon?: ReactNode; center?: boolean; styles?: ListStyles; type?: string; withPadding?: boolean }): ReactElement {
  return (
    <ListItems.Provider value={{ icon, center, styles }}>
      {render('List', props, {
        tag: type === 'ordered' ? 'ol' : 'ul',
        className: 'k-list',
        attrs: { 'data-with-padding': withPadding || undefined, 'data-type': icon ? 'none' : undefined },
        vars: { '--list-spacing': gap === undefined ? undefined : spacing(gap), '--list-fz': fontSize(size), '--list-lh': `var(--mantine-line-height-${size})` },
      })}
    </ListItems.Provider>
  );
}

function ListItem({ icon, children, ...props }: KitProps & { icon?: ReactNode }): ReactElement {
  const list = useContext(ListItems);
  const shown = icon ?? list.icon;
  return render(
    'List.Item',
    { ...props, style: { ...list.styles?.item, ...props.style } },
    { tag: 'li', className: 'k-list-item', attrs: { 'data-with-icon': shown ? true : undefined, 'data-centered': list.center || undefined } },
    <div className="k-list-wrapper" style={list.styles?.itemWrapper}>
      {shown && (
        <span className="k-list-icon" style={list.styles?.itemIcon}>
          {shown}
        </span>
      )}
      <span style={list.styles?.itemLabel}>{children}</span>
    </div>,
  );
}

List.Item = ListItem;
export { List };
