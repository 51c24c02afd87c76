import { describe, expect, it } from 'vitest';
import { relyingParty } from './relying-party.js';

describe('the passkeys relying party', () => {
  it('is the public URL host and origin', () => {
    expect(relyingParty('https://sign.example.com')).toEqual({ id: 'sign.example.com', name: 'Signet', origins: ['https://sign.example.com'] });
    expect(relyingParty('http://localhost:3000')).toMatchObject({ id: 'localhost', origins: ['http://localhost:3000'] });
  });

  it('is localhost on the same port for a site served on a loopback address', () => {
    expect(relyingParty('http://127.0.0.1:43117')).toEqual({ id: 'localhost', name: 'Signet', origins: ['http://localhost:43117', 'http://127.0.0.1:43117'] });
  });
});
