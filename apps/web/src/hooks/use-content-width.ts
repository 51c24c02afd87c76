import { useEffect, useState } from 'react';

/** The element's inner width in CSS pixels, followed as it resizes (0 until it is attached). */
export function useContentWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
