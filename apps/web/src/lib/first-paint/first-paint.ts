import { useEffect } from 'react';

/**
 * The signer's first screen, written by the server into `#first-paint` (issue 37 point 3), stays
 * in view until the script has drawn the page that replaces it; the app's `#root` is hidden until
 * then. Screens that only wait (the link opening, the view loading, a page's code arriving) hold
 * it; once the last hold is let go and none follows in the next frame, the two swap. In the
 * sender's app (no `#first-paint`) this does nothing.
 */
let holds = 0;
let pending = false;

function release() {
  const first = document.getElementById('first-paint');
  if (!first) return;
  first.remove();
  const root = document.getElementById('root');
  if (root) root.hidden = false;
}

/** Swaps the screens once nothing holds the first one (checked a frame later). */
export function releaseFirstPaintWhenDrawn() {
  if (pending || typeof document === 'undefined' || !document.getElementById('first-paint')) return;
  pending = true;
  requestAnimationFrame(() => {
    pending = false;
    if (holds === 0) release();
  });
}

/** Keeps the first screen while the calling screen is mounted (it only waits). */
export function useHoldFirstPaint() {
  useEffect(() => {
    holds += 1;
    return () => {
      holds -= 1;
      releaseFirstPaintWhenDrawn();
    };
  }, []);
}
