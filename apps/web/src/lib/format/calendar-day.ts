const pad = (n: number) => String(n).padStart(2, '0');

/** A moment's calendar day in the reader's time zone, as YYYY-MM-DD (what `<input type="date">` holds). */
export function calendarDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
