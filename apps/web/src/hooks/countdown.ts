/** Whole seconds left until `deadline` (epoch ms), rounded up so "1 s" shows until it is over. */
export function secondsLeft(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
