import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/**
 * A seconds countdown (the resend-code wait): `start()` begins `seconds`, `remaining`
 * ticks down to 0. Computed from a deadline, so a throttled background tab stays right.
 */
export function useCountdown(seconds: number, now: () => number = Date.now) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = secondsLeft(deadline, now());
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline, now]);

  const start = useCallback(() => setDeadline(now() + seconds * 1000), [now, seconds]);
  const reset = useCallback(() => {
    setDeadline(null);
    setRemaining(0);
  }, []);

  return { remaining, running: remaining > 0, start, reset };
}
