import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * SHA-256 of a UTF-8 string as lowercase hex, synchronous (@noble/hashes).
 * crypto.subtle is async and missing on plain-http origins (a LAN address in
 * development), yet the device id must exist before the first request. It is not
 * used for anything secret.
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
