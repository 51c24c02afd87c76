import type { KeyValueStorage } from '../../../lib/storage/key-value-storage';

export type DeviceSignatureKind = 'signature' | 'initials';
type Kept = Partial<Record<DeviceSignatureKind, string>>;

/** One entry per e-mail, so two people signing on one browser never see each other's. */
export const deviceSignatureKey = (email: string) => `signet.keptSignature.v1:${email.trim().toLowerCase()}`;

function read(storage: KeyValueStorage, email: string): Kept {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(deviceSignatureKey(email)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const kept: Kept = {};
    for (const kind of ['signature', 'initials'] as const) {
      const value = (parsed as Record<string, unknown>)[kind];
      // Only images this page made itself are taken back.
      if (typeof value === 'string' && value.startsWith('data:image/png;base64,')) kept[kind] = value;
    }
    return kept;
  } catch {
    return {};
  }
}

/**
 * "Remember on this device" for a recipient without an account (issue 36): the signature and
 * initials kept in this browser's localStorage only, never sent anywhere until used to sign.
 */
export function deviceSignatures(storage: KeyValueStorage, email: string) {
  return {
    read: () => read(storage, email),
    remember(kind: DeviceSignatureKind, image: string): Kept {
      const next = { ...read(storage, email), [kind]: image };
      try {
        storage.setItem(deviceSignatureKey(email), JSON.stringify(next));
      } catch {
        // A full or blocked storage: nothing is remembered, and signing goes on.
        return read(storage, email);
      }
      return next;
    },
    forget(kind: DeviceSignatureKind): Kept {
      const next = read(storage, email);
      delete next[kind];
      if (next.signature || next.initials) storage.setItem(deviceSignatureKey(email), JSON.stringify(next));
      else storage.removeItem(deviceSignatureKey(email));
      return next;
    },
  };
}
