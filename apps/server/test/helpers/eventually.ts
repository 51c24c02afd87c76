import { vi } from 'vitest';

/**
 * Retries `check` until it passes or 60 s have gone: a wait for a thing to happen, whose limit
 * only catches a hang. vitest's own default gives up after 1 s, which a busy machine overruns.
 */
export function eventually<T>(check: () => T | Promise<T>, interval = 50): Promise<T> {
  return vi.waitFor(check, { timeout: 60_000, interval });
}
