/**
 * An address as a code page and the certificate show it: the first two letters of the mailbox
 * (one when it is that short), stars, and the domain: an***@example.com.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  const keep = local.length > 3 ? 2 : 1;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}
