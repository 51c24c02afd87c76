import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * A key as the providers' consoles give it: a PEM block, or (Alipay's key tool) the bare base64
 * of the PKCS#8 private key or the SPKI public key. Escaped `\n` (one-line env files) are read as
 * line breaks. Parsed once at start-up, so a bad key stops the server there, not at the first sale.
 */
export function privateKeyOf(text: string): KeyObject {
  return createPrivateKey(pemOf(text, 'PRIVATE KEY'));
}

/** The public half, in the same forms (a certificate's PEM works too). */
export function publicKeyOf(text: string): KeyObject {
  return createPublicKey(pemOf(text, 'PUBLIC KEY'));
}

function pemOf(text: string, label: string): string {
  const unescaped = text.replace(/\\n/g, '\n').trim();
  if (unescaped.startsWith('-----BEGIN')) return unescaped;
  const body = unescaped.replace(/\s+/g, '');
  return `-----BEGIN ${label}-----\n${body.replace(/(.{64})/g, '$1\n')}\n-----END ${label}-----\n`;
}
