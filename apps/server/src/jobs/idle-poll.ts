/**
 * How long a worker sleeps after `idlePolls` polls in a row found nothing. A worker that hears
 * enqueues (`listening`) backs off, doubling from the poll interval up to `maxMs`: its polls only
 * find jobs that became due by the clock (a retry, a reminder) or whose worker died, and a
 * fleet of idle workers need not each ask the database twice a second. One that only polls keeps
 * its interval.
 */
export function idleSleepMs(idlePolls: number, options: { pollIntervalMs: number; maxMs: number; listening: boolean }): number {
  const { pollIntervalMs, maxMs, listening } = options;
  if (!listening || idlePolls <= 1) return pollIntervalMs;
  return Math.max(pollIntervalMs, Math.min(maxMs, pollIntervalMs * 2 ** Math.min(idlePolls - 1, 16)));
}
