/** Who passkeys belong to: the site's domain (WebAuthn's relying party ID) and the origins pages call from. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

const LOOPBACK_IPS = new Set(['127.0.0.1', '[::1]']);

/**
 * The relying party from the site's public URL. WebAuthn refuses an IP address as relying party
 * ID, but treats `localhost` as secure: a site served on 127.0.0.1 (development, browser tests)
 * uses `localhost` on the same port, so its pages must be opened as http://localhost:PORT for passkeys.
 */
export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  if (LOOPBACK_IPS.has(url.hostname)) {
    const local = new URL(publicUrl);
    local.hostname = 'localhost';
    return { id: 'localhost', name: 'Signet', origins: [local.origin, url.origin] };
  }
  return { id: url.hostname, name: 'Signet', origins: [url.origin] };
}
