// Limits of the account's words and codes, without their schemas (the signer's pages read CODE_DIGITS).
/** Passwords: 8 to 64 characters; length beats composition rules (NIST 800-63B). */
export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_MAX_CHARS = 64;
/** One-time codes: 6 digits, valid 10 minutes, single use, 5 wrong tries. */
export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const NAME_MAX_CHARS = 64;
/** Avatars arrive already resized by the client; this caps the data URL. */
export const AVATAR_MAX_BYTES = 512 * 1024;
