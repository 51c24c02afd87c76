import { beginPasskeySignIn, beginSecondFactorPasskey, completeSecondFactorSignIn, passkeySignIn } from '@signet/contracts';
import type { SecondFactorProof } from '@signet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '../../../lib/api/app-client';
import { passkeyAssertion } from '../../../lib/passkeys/passkey-ceremony';
import { beginSession } from '../lib/session-lifecycle';
import { signInDevice } from '../lib/sign-in-device';

/** Finishes a sign-in that answered 8413 with one second factor; the session then starts as after any sign-in. */
export function useCompleteSecondFactorSignIn() {
  return useMutation({
    mutationFn: ({ ticket, proof }: { ticket: string; proof: SecondFactorProof }) =>
      callOperation(completeSecondFactorSignIn, { body: { ticket, proof, ...signInDevice() } }, { silent: true }),
    onSuccess: beginSession,
  });
}

/** The passkey options of a sign-in waiting for its second factor. */
export async function secondFactorPasskeyOptions(ticket: string): Promise<Record<string, unknown>> {
  return (await callOperation(beginSecondFactorPasskey, { body: { ticket } }, { silent: true })).options;
}

/** Signs in with a passkey alone: the browser offers this site's passkeys, no e-mail typed. */
export function usePasskeySignIn() {
  return useMutation({
    mutationFn: async () => {
      const { options } = await callOperation(beginPasskeySignIn, {}, { silent: true });
      const assertion = await passkeyAssertion(options);
      return callOperation(passkeySignIn, { body: { assertion, ...signInDevice() } }, { silent: true });
    },
    onSuccess: beginSession,
  });
}
