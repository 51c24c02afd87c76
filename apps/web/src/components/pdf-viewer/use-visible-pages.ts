import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which pages of a scrolling list are on screen, and by how many pixels, from one
 * IntersectionObserver rooted at the scroll container. Each page element carries
 * `data-page` and registers itself with `observe`.
 */
export function useVisiblePages(root: HTMLElement | null, rootMargin = '0px') {
  const [visiblePixels, setVisiblePixels] = useState<ReadonlyMap<number, number>>(() => new Map());
  const observer = useRef<IntersectionObserver | null>(null);
  const elements = useRef(new Set<Element>());

  useEffect(() => {
    if (!root) return;
    const io = new IntersectionObserver(
      (entries) =>
        setVisiblePixels((previous) => {
          const next = new Map(previous);
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset.page);
            if (entry.isIntersecting) next.set(page, entry.intersectionRect.height);
            else next.delete(page);
          }
          return next;
        }),
      { root, rootMargin, threshold: [0, 0.1, 0.25, 0.5, 0.75, 1] },
    );
    observer.current = io;
    elements.current.forEach((element) => io.observe(element));
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [root, rootMargin]);

  /** A ref callback for one page element (React 19 calls the returned cleanup on detach). */
  const observe = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    elements.current.add(element);
    observer.current?.observe(element);
    return () => {
      elements.current.delete(element);
      observer.current?.unobserve(element);
    };
  }, []);

  return { visiblePixels, observe };
}
