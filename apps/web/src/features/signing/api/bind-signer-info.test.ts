import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { signerSessions } from '../../../lib/state/signer-sessions';
import { signerView } from '../testing/signer-view';
import { bindCallOptions, bindEarly, openLink } from './bind-signer-info';
import { signerViewKey } from './signer-call-options';

/** The server, as far as these tests go: each bind answers a new session with the signer's view. */
const binds = vi.hoisted(() => ({ calls: [] as unknown[] }));
vi.mock('../../../lib/api/app-client', () => ({
  callOperation: vi.fn(async (_operation: unknown, input: unknown) => {
    binds.calls.push(input);
    return { signerToken: `session-${binds.calls.length}`, expiresAt: Date.now() + 60_000, role: 'signer', next: 'start', view: signerView() };
  }),
}));

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

describe('the link opened before the page is drawn', () => {
  const link = { flowSignerId: '51', flowNoticeViewId: '7', token: 'key' };

  it('is taken by the link’s page instead of a second bind, with the session and the view kept', async () => {
    binds.calls.length = 0;
    bindEarly(link);
    const queryClient = new QueryClient();
    const result = await openLink(queryClient, link);
    expect(binds.calls).toHaveLength(1);
    expect(result.signerToken).toBe('session-1');
    expect(signerSessions.get('51')?.token).toBe('session-1');
    expect(queryClient.getQueryData(signerViewKey('51'))).toEqual(signerView());
  });

  it('is taken once: a retry, another link or a typed code binds again', async () => {
    binds.calls.length = 0;
    bindEarly(link);
    await openLink(new QueryClient(), { ...link, accessCode: '1234' });
    await openLink(new QueryClient(), link);
    bindEarly(link);
    await openLink(new QueryClient(), { ...link, token: 'another' });
    expect(binds.calls).toHaveLength(5);
  });
});
