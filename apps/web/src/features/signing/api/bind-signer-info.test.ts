import { describe, expect, it } from 'vitest';
import { signerSessions } from '../../../lib/state/signer-sessions';
import { bindCallOptions } from './bind-signer-info';

describe('bindCallOptions (issue 35)', () => {
  it('sends this tab’s live signer session for the recipient, so a browser that proved who it is opens the link again without a code', () => {
    signerSessions.set('41', { token: 'signer-token-41', expiresAt: Date.now() + 60_000 });
    expect(bindCallOptions('41')).toMatchObject({ silent: true, headers: { 'x-signer-token': 'signer-token-41' } });
  });

  it('sends none for another recipient or an expired session', () => {
    signerSessions.set('42', { token: 'old', expiresAt: Date.now() - 1 });
    expect(bindCallOptions('42').headers).toBeUndefined();
    expect(bindCallOptions('43').headers).toBeUndefined();
  });
});
