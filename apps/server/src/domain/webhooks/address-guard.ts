import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Addresses a webhook may never reach: this machine, private networks, link-local and the like. */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');

/** True for an address no webhook may be delivered to (IPv4-mapped IPv6 is read as IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return FORBIDDEN.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host as written, without IPv6 brackets, in lower case. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/** True when the URL names a forbidden address literally (no DNS needed) and its host is not allowed. */
export function isForbiddenLiteral(host: string, allowHosts: ReadonlySet<string>): boolean {
  return !allowHosts.has(host) && isIP(host) !== 0 && isForbiddenAddress(host);
}

export class ForbiddenAddressError extends Error {
  constructor(readonly host: string, readonly address: string) {
    super(`${host} resolves to ${address}, which webhooks may not reach`);
    this.name = 'ForbiddenAddressError';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that resolves the name and refuses forbidden addresses unless the
 * host is allowed (development), so the check holds for the address actually connected to (no
 * second lookup an attacker's DNS could answer differently).
 */
export function guardedLookup(allowHosts: ReadonlySet<string>) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const bad = allowHosts.has(hostname.toLowerCase()) ? undefined : addresses.find((entry) => isForbiddenAddress(entry.address));
      if (bad) return callback(new ForbiddenAddressError(hostname, bad.address), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`no address for ${hostname}`), []);
      callback(null, first.address, first.family);
    });
  };
}
