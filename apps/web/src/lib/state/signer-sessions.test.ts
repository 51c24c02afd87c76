import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/key-value-storage';
import { createSignerSessions } from './signer-sessions';

describe('signer sessions', () => {
  it('keeps a token per signer until it expires, then forgets it', () => {
    const storage = createMemoryStorage();
    let clock = 1_000;
    const sessions = createSignerSessions(storage, () => clock);
    sessions.set('11', { token: 'a', expiresAt: 2_000 });
    sessions.set('22', { token: 'b', expiresAt: 5_000 });
    expect(sessions.get('11')).toEqual({ token: 'a', expiresAt: 2_000 });
    expect(sessions.get('22')?.token).toBe('b');
    clock = 2_000;
    expect(sessions.get('11')).toBeNull();
    expect(storage.getItem('signet.signer.11')).toBeNull();
    expect(sessions.get('22')?.token).toBe('b');
  });

  it('reads a damaged or missing entry as none', () => {
    const storage = createMemoryStorage({ 'signet.signer.1': '{oops', 'signet.signer.2': '{"token":"","expiresAt":9e15}' });
    const sessions = createSignerSessions(storage, () => 0);
    expect(sessions.get('1')).toBeNull();
    expect(sessions.get('2')).toBeNull();
    expect(sessions.get('3')).toBeNull();
    sessions.set('3', { token: 't', expiresAt: 10 });
    sessions.remove('3');
    expect(sessions.get('3')).toBeNull();
  });
});
