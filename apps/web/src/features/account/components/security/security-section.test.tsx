import type { TwoFactorStatus } from '@signet/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { twoFactorQueryKey } from '../../../../lib/api/two-factor-status';
import { useSessionStore } from '../../../../lib/state/session-store';
import { renderText } from '../../../../testing/render-text';
import { RecoveryCodes } from './recovery-codes';
import { SecuritySection } from './security-section';

const off: TwoFactorStatus = { enabled: false, totp: false, passkeys: [], recoveryCodesLeft: 0, hasPassword: true, reauthAt: null, secondFactorAt: null, requiredBy: [] };

function section(status: TwoFactorStatus | null, language: 'en-US' | 'zh-CN' = 'en-US') {
  useSessionStore.setState({ token: 'tok' });
  const client = new QueryClient();
  if (status) client.setQueryData(twoFactorQueryKey, status);
  return renderText(<SecuritySection />, { client, language });
}

describe("the account's sign-in security", () => {
  it('while loading, says so', () => {
    expect(section(null).html).toContain('aria-busy="true"');
  });

  it('off: says so, and offers the app and passkeys, not turning off', () => {
    const { text } = section(off);
    expect(text).toContain('Two-factor sign-in is off Add an authenticator app or a passkey');
    expect(text).toContain('Authenticator app Not set up Set up');
    expect(text).toContain('No passkeys yet.');
    expect(text).not.toContain('Turn off');
  });

  it('on: the app, the codes left, each passkey with when it was added and used, and turning off', () => {
    const passkeys = [
      { id: 7n, name: 'Work laptop', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null },
      { id: 8n, name: 'Phone', createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: '2026-11-21T10:00:00.000Z' },
    ];
    const on = { ...off, enabled: true, totp: true, recoveryCodesLeft: 9, passkeys, requiredBy: [{ companyId: 3n, displayName: 'Acme' }] };
    const { text, html } = section(on);
    expect(text).toContain('Two-factor sign-in is on Required by Acme.');
    expect(text).toContain('Authenticator app Set up Replace');
    expect(text).toContain('Recovery codes 9 codes left Make new codes');
    expect(text).toContain('Work laptop Added Nov 20, 2026 · never used Remove');
    expect(text).toMatch(/Phone Added Nov 21, 2026 · last used .+ Remove/);
    expect(html).toContain('aria-label="Remove passkey Work laptop"');
    expect(text).toContain('Turn off two-factor sign-in');
    expect(section(on, 'zh-CN').text).toContain('两步验证已开启 Acme要求开启。');
  });

  it('shows ten recovery codes once, with copy, download and “I have saved them”', () => {
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}`);
    const { text, html } = renderText(<RecoveryCodes codes={codes} onSaved={() => undefined} />);
    expect(text).toContain('They are shown only now.');
    expect(html.match(/<li/g)).toHaveLength(10);
    expect(text).toMatch(/code-9 Copy all Download \.txt I have saved them$/);
  });
});
