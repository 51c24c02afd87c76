import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, TEST_API_KEY_PREFIX, type ApiKeyMode } from '@signet/contracts';

/** The prefix of a key of this mode: `sgk_`, or `sgk_test_` for a test key (issue 38). */
export const prefixOfMode = (mode: ApiKeyMode): string => (mode === 'test' ? TEST_API_KEY_PREFIX : API_KEY_PREFIX);

/** A new key: the recognisable prefix and 256 random bits, URL-safe. Only its hash is stored. */
export function generateApiKey(mode: ApiKeyMode = 'live'): string {
  return `${prefixOfMode(mode)}${randomBytes(32).toString('base64url')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** What the owner sees of a key in the list: enough to tell keys apart, far too little to use. */
export function visiblePrefix(key: string): string {
  return key.slice(0, prefixOfMode(key.startsWith(TEST_API_KEY_PREFIX) ? 'test' : 'live').length + 6);
}
