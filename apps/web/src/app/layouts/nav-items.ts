export interface NavItem {
  to: string;
  label: 'nav.home' | 'nav.agreements' | 'nav.documents' | 'nav.templates' | 'nav.pricing';
  /** Paths that also mark this item as current. */
  matches: readonly string[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'nav.home', matches: ['/'] },
  { to: '/agreements', label: 'nav.agreements', matches: ['/agreements', '/agreement/', '/detail/', '/flow/'] },
  { to: '/documents', label: 'nav.documents', matches: ['/documents'] },
  { to: '/templates', label: 'nav.templates', matches: ['/templates'] },
  { to: '/pricing/individuals', label: 'nav.pricing', matches: ['/pricing/'] },
];

export function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  return item.matches.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}
