import type { KeyValueStorage } from '../storage/key-value-storage';
import { tabStorage } from '../storage/key-value-storage';

/** A signer session from bindSignerInfo: the token for `x-signer-token` and when it ends (epoch ms). */
export interface SignerSession {
  token: string;
  expiresAt: number;
}

const PREFIX = 'signet.signer.';

/**
 * Signer tokens, one per flowSignerId, in the tab's sessionStorage: a signer link is
 * a secret for this tab only, gone when the tab closes, and never mixed with a sender's
 * own session (localStorage). An expired one reads as absent and is removed.
 */
export function createSignerSessions(storage: KeyValueStorage, now: () => number = Date.now) {
  const key = (flowSignerId: string) => PREFIX + flowSignerId;

  function get(flowSignerId: string): SignerSession | null {
    const raw = storage.getItem(key(flowSignerId));
    if (!raw) return null;
    let session: Partial<SignerSession> | null;
    try {
      session = JSON.parse(raw) as Partial<SignerSession>;
    } catch {
      session = null;
    }
    if (!session || typeof session.token !== 'string' || !session.token || typeof session.expiresAt !== 'number' || session.expiresAt <= now()) {
      storage.removeItem(key(flowSignerId));
      return null;
    }
    return { token: session.token, expiresAt: session.expiresAt };
  }

  return {
    get,
    set(flowSignerId: string, session: SignerSession) {
      storage.setItem(key(flowSignerId), JSON.stringify(session));
    },
    remove(flowSignerId: string) {
      storage.removeItem(key(flowSignerId));
    },
  };
}

/** The tab's signer sessions. */
export const signerSessions = createSignerSessions(tabStorage());
