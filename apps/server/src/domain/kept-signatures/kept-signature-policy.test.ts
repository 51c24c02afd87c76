import { describe, expect, it } from 'vitest';
import { mayOfferKeptSignatures } from './kept-signature-policy.js';

describe('who is offered a kept signature on a signing page', () => {
  it('the account whose e-mail is the recipient’s, whatever the letter case', () => {
    expect(mayOfferKeptSignatures({ email: 'ann@example.com' }, { email: 'Ann@Example.com' })).toBe(true);
  });

  it('nobody else: another e-mail, an account without one, no account, a recipient without an e-mail', () => {
    expect(mayOfferKeptSignatures({ email: 'bo@example.com' }, { email: 'ann@example.com' })).toBe(false);
    expect(mayOfferKeptSignatures({ email: null }, { email: 'ann@example.com' })).toBe(false);
    expect(mayOfferKeptSignatures(null, { email: 'ann@example.com' })).toBe(false);
    expect(mayOfferKeptSignatures({ email: '' }, { email: '' })).toBe(false);
  });
});
