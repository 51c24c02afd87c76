import { SIGNER_TOKEN_HEADER, getSignerKeptSignatures } from '@signet/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { callOperation } from '../../../lib/api/app-client';
import { useSessionStore } from '../../../lib/state/session-store';
import { signerSessions } from '../../../lib/state/signer-sessions';
import { appStorage } from '../../../lib/storage/key-value-storage';
import { deviceSignatures, type DeviceSignatureKind } from '../lib/device-signatures';

/** A signature or initials the page can offer in one tap, and where it is kept. */
export interface KeptOffer {
  image: string;
  from: 'account' | 'device';
}

export interface KeptSignaturesOnPage {
  offer: (kind: DeviceSignatureKind) => KeptOffer | null;
  /** "Remember on this device" is for a signer the account does not already serve. */
  mayRemember: (kind: DeviceSignatureKind) => boolean;
  remember: (kind: DeviceSignatureKind, image: string) => void;
  forget: (kind: DeviceSignatureKind) => void;
}

/**
 * What the signing page offers (issue 36): the kept signature and initials of the signed-in
 * account when it is the recipient's (the server decides, by e-mail), else those remembered in
 * this browser for the recipient's e-mail. Asked once, quietly: a failure just offers nothing.
 */
export function useKeptSignatures(flowSignerId: string, email: string): KeptSignaturesOnPage {
  const signedIn = useSessionStore((state) => state.token !== '');
  const account = useQuery({
    queryKey: ['signer', flowSignerId, 'kept-signatures'],
    queryFn: ({ signal }) => {
      const session = signerSessions.get(flowSignerId);
      return callOperation(getSignerKeptSignatures, { params: { flowSignerId } }, { signal, silent: true, ...(session ? { headers: { [SIGNER_TOKEN_HEADER]: session.token } } : {}) });
    },
    enabled: signedIn,
    staleTime: Infinity,
    retry: false,
  });
  const device = useMemo(() => deviceSignatures(appStorage, email), [email]);
  const [onDevice, setOnDevice] = useState(() => device.read());

  const fromAccount = useCallback((kind: DeviceSignatureKind) => account.data?.[kind]?.image ?? null, [account.data]);
  return {
    offer: (kind) => {
      const kept = fromAccount(kind);
      if (kept) return { image: kept, from: 'account' };
      const remembered = onDevice[kind];
      return remembered ? { image: remembered, from: 'device' } : null;
    },
    mayRemember: (kind) => fromAccount(kind) === null,
    remember: (kind, image) => setOnDevice(device.remember(kind, image)),
    forget: (kind) => setOnDevice(device.forget(kind)),
  };
}
