import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@signet/contracts';

const ISSUER = 'Signet';

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new authenticator secret: 160 random bits (RFC 4226's recommendation), as base32 text. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI an authenticator app reads from the QR code: issuer Signet, the account's e-mail. */
export function totpUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/**
 * The 30-second step a code belongs to, accepting the step before and after (a phone's clock a
 * little off), or null when the code matches none. The caller refuses steps already used.
 */
export function matchTotpStep(secret: string, code: string, now: Date): bigint | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return BigInt(totp.counter({ timestamp: now.getTime() }) + delta);
}
