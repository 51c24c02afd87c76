import { createHash, randomBytes } from 'node:crypto';
import { algorithm, children, der, OID, valueBytes } from './asn1.js';
import { readTstInfo } from './cms-verify.js';

/** A timestamp server could not give a token (down, refused, or answered nonsense). */
export class TimestampError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimestampError';
  }
}

/** Two big-endian unsigned integers are equal, ignoring leading zero bytes (DER adds one before a high bit). */
function sameInteger(a: Buffer, b: Buffer): boolean {
  const trim = (bytes: Buffer) => bytes.subarray(Math.max(0, bytes.findIndex((byte) => byte !== 0)));
  return trim(a).equals(trim(b));
}

/**
 * Asks an RFC 3161 timestamp server for a token over `data` (a signature value):
 * SHA-256 imprint, a random nonce, the server's certificate requested. Returns the
 * token (a CMS ContentInfo) after checking its imprint and nonce match the request.
 */
export async function requestTimestamp(url: string, data: Buffer, options: { timeoutMs?: number } = {}): Promise<Buffer> {
  const imprint = createHash('sha256').update(data).digest();
  const nonce = randomBytes(8);
  const request = der.toDer(der.seq([der.int(1), der.seq([algorithm(OID.sha256), der.octets(imprint)]), der.intBytes(nonce), der.bool(true)]));
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: request,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new TimestampError(`timestamp server unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new TimestampError(`timestamp server answered HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  try {
    const [statusInfo, token] = children(der.fromDer(body));
    const status = valueBytes(children(statusInfo)[0]!).readUIntBE(0, 1);
    // 0 granted, 1 granted with modifications.
    if (status > 1 || !token) throw new TimestampError(`timestamp refused (status ${status})`);
    const tokenDer = der.toDer(token);
    const tstInfo = readTstInfo(tokenDer);
    if (!tstInfo.imprint.equals(imprint)) throw new TimestampError('timestamp token over other data');
    // RFC 3161 §2.4.2: the requester MUST check the nonce it sent came back (no replayed answer).
    if (!tstInfo.nonce || !sameInteger(tstInfo.nonce, nonce)) throw new TimestampError('timestamp token with another nonce');
    return tokenDer;
  } catch (error) {
    if (error instanceof TimestampError) throw error;
    throw new TimestampError(`unreadable timestamp response: ${error instanceof Error ? error.message : String(error)}`);
  }
}
