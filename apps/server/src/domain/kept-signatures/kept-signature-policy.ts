/**
 * Who may see a kept signature. Its owner, in the account centre; and on a signing page, the
 * recipient only when the browser is signed in to the account whose e-mail is the recipient's.
 * A signer link alone, another account, or an account with another e-mail sees nothing, so a
 * forwarded link never hands someone else's signature to whoever opens it.
 */
export function mayOfferKeptSignatures(account: { email: string | null } | null, recipient: { email: string }): boolean {
  if (!account?.email) return false;
  return account.email.trim().toLowerCase() === recipient.email.trim().toLowerCase();
}
