import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { privateKeyOf, publicKeyOf } from './pem-key.js';

describe('payment keys as the consoles give them', () => {
  it('reads PEM, PEM with escaped line breaks, and Alipay’s bare base64', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const bare = (pem: string) => pem.replace(/-----[^-]+-----|\s/g, '');
    for (const text of [privatePem, privatePem.replace(/\n/g, '\\n'), bare(privatePem)]) expect(privateKeyOf(text).equals(privateKey)).toBe(true);
    for (const text of [publicPem, bare(publicPem)]) expect(publicKeyOf(text).equals(publicKey)).toBe(true);
    expect(() => privateKeyOf('not a key')).toThrow();
  });
});
