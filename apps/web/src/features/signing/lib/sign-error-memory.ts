import { ErrorCode } from '@signet/contracts';
import type { ApiError } from '../../../lib/api/api-error';
import type { KeyValueStorage } from '../../../lib/storage/key-value-storage';
import { tabStorage } from '../../../lib/storage/key-value-storage';

const KEY = 'signet.signError';

/** Long enough for a reload of the error page; an error page opened later shows the code's plain words. */
const FRESH_MS = 30 * 60_000;

/** A signer call's last refusal in this tab: what the error page explains beyond its code. */
export interface RememberedSignError {
  code: number;
  flowSignerId: string;
  /** The envelope's data, unread: the page reads it in its code's shape. */
  data: unknown;
  /** The page the signer was on (the link itself when opening it failed): where a retry goes. */
  retryPath: string;
  savedAt: number;
}

const currentPath = () => (globalThis.location ? globalThis.location.pathname + globalThis.location.search : '/');

export function createSignErrorMemory(storage: KeyValueStorage, now: () => number = Date.now, path: () => string = currentPath) {
  return {
    /** Keeps the refusal for the error page; a failure to reach the server is not one. */
    remember(flowSignerId: string, error: ApiError) {
      if (error.code === ErrorCode.NetworkError || error.code === ErrorCode.Canceled) return;
      const entry: RememberedSignError = { code: error.code, flowSignerId, data: error.data, retryPath: path(), savedAt: now() };
      try {
        storage.setItem(KEY, JSON.stringify(entry));
      } catch {
        // Data that does not serialise, or a full storage: the page still has the code.
      }
    },

    /** The last refusal when it is the page's code and recent; null otherwise. */
    recall(code: number): RememberedSignError | null {
      let entry: Partial<RememberedSignError> | null;
      try {
        entry = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<RememberedSignError> | null;
      } catch {
        entry = null;
      }
      if (!entry || entry.code !== code || typeof entry.flowSignerId !== 'string' || typeof entry.savedAt !== 'number' || now() - entry.savedAt > FRESH_MS) return null;
      return { code, flowSignerId: entry.flowSignerId, data: entry.data ?? null, retryPath: typeof entry.retryPath === 'string' ? entry.retryPath : '', savedAt: entry.savedAt };
    },
  };
}

/** This tab's memory of the last refusal (sessionStorage, like the signer sessions). */
export const signErrorMemory = createSignErrorMemory(tabStorage());

/** An `onError` for a signer call of `flowSignerId`: every refusal is remembered, in one place. */
export const rememberSignError = (flowSignerId: string) => (error: ApiError) => signErrorMemory.remember(flowSignerId, error);
