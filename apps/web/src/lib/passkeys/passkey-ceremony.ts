import type { PasskeyAssertion, PasskeyRegistration } from '@signet/contracts';

/**
 * The browser's side of a passkey (WebAuthn), through @simplewebauthn/browser, loaded with the
 * first passkey a person uses: the options come from the server as JSON and go to the browser
 * as they are, and its answer goes back to the server as JSON.
 */
export async function passkeyAssertion(options: Record<string, unknown>): Promise<PasskeyAssertion> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return (await startAuthentication({ optionsJSON: options as never })) as PasskeyAssertion;
}

export async function passkeyRegistration(options: Record<string, unknown>): Promise<PasskeyRegistration> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return (await startRegistration({ optionsJSON: options as never })) as PasskeyRegistration;
}

/** Whether this browser can use passkeys at all (an old browser, an insecure page). */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
