import { useEffect, useReducer } from 'react';
import { secondsLeft } from './countdown';

/**
 * Whole seconds until `deadline` (epoch ms), ticking while it lies ahead. Computed while
 * rendering, so the first render already shows the right number (a code sent before the page
 * opened) and a throttled background tab stays right.
 */
export function useSecondsUntil(deadline: number | null, now: () => number = Date.now): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const left = secondsLeft(deadline, now());
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
