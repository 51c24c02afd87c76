const MAX_DELAY_MS = 10 * 60 * 1000;

/**
 * Back-off before the next attempt: 2^attempts seconds, at most 10 minutes,
 * times a random factor between 0.5 and 1 so jobs that failed together (a mail
 * server outage) do not all retry in the same instant.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, 1000 * 2 ** attempts);
  return Math.round(ceiling * (0.5 + random() * 0.5));
}
