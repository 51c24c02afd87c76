import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { AnchorHTMLAttributes, ComponentType, MouseEvent, ReactNode } from 'react';

/**
 * The signer's pages' router: the few names of react-router they use (Link, Navigate,
 * useNavigate, useParams, useSearchParams, useLocation, Outlet), over the History API, for a
 * handful of fixed paths. The signer's build resolves `react-router` here (vite.signer.config.ts),
 * so the pages keep their imports and the sender's app keeps react-router. A path that is not one
 * of the signer's pages (the disclosure, the home page) is a full page load into the sender's app.
 */

export interface SignerRoute {
  path: string;
  Component: ComponentType;
}

interface Match {
  route: SignerRoute;
  params: Record<string, string>;
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

type To = string | { pathname?: string; search?: string; hash?: string };

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface RouterState {
  routes: readonly SignerRoute[];
  location: Location;
  match: Match | null;
}

const RouterContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);

const listeners = new Set<() => void>();
let snapshot: Location | null = null;

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  if (!snapshot || snapshot.pathname !== pathname || snapshot.search !== search || snapshot.hash !== hash || snapshot.state !== state) {
    snapshot = { pathname, search, hash, state };
  }
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** `/sign/start/:flowSignerId` against a path: the named segments, or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index++) {
    const segment = want[index] ?? '';
    const value = have[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return params;
}

function matchRoutes(routes: readonly SignerRoute[], pathname: string): Match | null {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

function go(routes: readonly SignerRoute[], to: To | number, options: NavigateOptions = {}) {
  if (typeof to === 'number') return window.history.go(to);
  const url = new URL(hrefOf(to), window.location.href);
  // Another app's page (the sender's): the browser loads it.
  if (url.origin !== window.location.origin || !matchRoutes(routes, url.pathname)) {
    if (options.replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  const state = { usr: options.state ?? null };
  if (options.replace) window.history.replaceState(state, '', url.href);
  else window.history.pushState(state, '', url.href);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
}

/** The signer's app: the page its address names, inside `layout` (which renders `<Outlet />`). */
export function SignerRouter({ routes, layout: Layout, notFound: NotFound }: { routes: readonly SignerRoute[]; layout: ComponentType; notFound: ComponentType }) {
  const location = useSyncExternalStore(subscribe, readLocation);
  const match = useMemo(() => matchRoutes(routes, location.pathname), [routes, location.pathname]);
  const state = useMemo(() => ({ routes, location, match }), [routes, location, match]);
  const Page = match?.route.Component ?? NotFound;
  return (
    <RouterContext.Provider value={state}>
      <OutletContext.Provider value={<Page key={location.pathname} />}>
        <Layout />
      </OutletContext.Provider>
    </RouterContext.Provider>
  );
}

function useRouter(): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error('A signer page rendered outside SignerRouter');
  return state;
}

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useParams(): Record<string, string | undefined> {
  return useRouter().match?.params ?? {};
}

export function useNavigate() {
  const { routes } = useRouter();
  return useCallback((to: To | number, options?: NavigateOptions) => go(routes, to, options), [routes]);
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void] {
  const { routes, location } = useRouter();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      go(routes, { pathname: location.pathname, search: query ? `?${query}` : '' }, options);
    },
    [routes, location.pathname],
  );
  return [search, set];
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
    // Once, as react-router's Navigate does on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean; state?: unknown };

/** An anchor; a signer page opens in place, anything else as a normal link. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { routes } = useRouter();
  const href = hrefOf(to);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || plain || (target && target !== '_self')) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin || !matchRoutes(routes, url.pathname)) return;
    event.preventDefault();
    go(routes, to, { replace, state });
  };
  return <a {...rest} href={href} target={target} onClick={handle} />;
}
