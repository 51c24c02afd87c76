/** Where the invitation form sends an admin whose invitation found every seat taken. */
export const SEATS_ANCHOR = 'company-seats';

/** Brings the Seats card into view and puts the cursor in its first field (the seats to buy, or the licence code). */
export function goToSeats(): void {
  const card = document.getElementById(SEATS_ANCHOR);
  card?.scrollIntoView({ block: 'start' });
  card?.querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus({ preventScroll: true });
}
