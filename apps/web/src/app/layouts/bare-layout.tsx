import { Outlet } from 'react-router';

/** Embedded in other pages' iframes: no header at all, just the content. */
export function BareLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
