import { sitePath } from '@signet/contracts';

/** The account centre's Redeem box, with the way back to where the reader was. */
export function redeemPath(returnTo: string): string {
  return `/account?returnTo=${encodeURIComponent(returnTo)}`;
}

/** A pricing page that remembers the page to offer once the plan is paid for. */
export function pricingPath(pricing: string, returnTo: string): string {
  return `${pricing}?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * A path to send the reader back to, or null: only this site's own pages, never another origin
 * ("//evil.example", "https://…", "/\\evil.example", "/\t/evil.example"), so the link cannot be
 * used to send someone elsewhere. The contracts' sitePath decides, as it does for the server.
 */
export function safeReturnPath(value: string | null): string | null {
  return sitePath(value);
}
