/**
 * Remembers when each call key last started, so an opted-in call repeated inside
 * the window (a double click on Send) is refused instead of sent twice.
 */
export function createRepeatGuard(windowMs: number, now: () => number) {
  const started = new Map<string, number>();
  return {
    /** True when the call may go ahead; records its start. */
    tryStart(key: string): boolean {
      const at = now();
      const last = started.get(key);
      if (last !== undefined && at - last < windowMs) return false;
      started.set(key, at);
      // Keep the map small: forget starts that can no longer block anything.
      for (const [other, time] of started) if (at - time >= windowMs) started.delete(other);
      return true;
    },
  };
}

/** Runs `fn` at most once per window; a burst of failures shows one toast. */
export function createThrottle<A extends unknown[]>(windowMs: number, now: () => number, fn: (...args: A) => void) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A): void => {
    const at = now();
    if (at - last < windowMs) return;
    last = at;
    fn(...args);
  };
}
