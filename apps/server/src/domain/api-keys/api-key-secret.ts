import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@signet/contracts';

/** A new key: the recognisable prefix and 256 random bits, URL-safe. Only its hash is stored. */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** What the owner sees of a key in the list: enough to tell keys apart, far too little to use. */
export function visiblePrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + 6);
}
