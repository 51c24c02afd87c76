/** A moment as the reader's clock shows it, and in UTC as the certificate page prints it. */
export interface TwoClocks {
  local: string;
  utc: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Formats an ISO time for the given language in the reader's time zone, and as
 * "2026-03-04 15:07:12 UTC"; null for a missing or unreadable time.
 */
export function formatTwoClocks(iso: string | null | undefined, language: string, timeZone?: string): TwoClocks | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const local = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
  const utc =
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} UTC`;
  return { local, utc };
}
