import { createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * Alipay's RSA2 signatures (SHA256withRSA, base64), as its open API documents them: over the
 * parameters sorted by name, empty ones left out, joined as `k=v&k=v` with the values as they
 * are (not URL-encoded).
 */
export function alipaySigningText(params: Record<string, string>, omit: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((key) => !omit.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** Our signature over a request's parameters (`sign_type` included, as Alipay wants for requests). */
export function signAlipayParams(params: Record<string, string>, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(alipaySigningText(params), 'utf8').sign(privateKey, 'base64');
}

/** Whether a notice is signed by Alipay: its `sign` over the other parameters, minus `sign_type`. */
export function verifyAlipayNotice(params: Record<string, string>, alipayPublicKey: KeyObject): boolean {
  const signature = params.sign;
  if (!signature) return false;
  return createVerify('RSA-SHA256').update(alipaySigningText(params, ['sign', 'sign_type']), 'utf8').verify(alipayPublicKey, signature, 'base64');
}

/** Fen as Alipay's yuan with two decimals: 12800 → "128.00". */
export function yuanOf(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Alipay's yuan back to fen, or null when it is not an amount: "128.00" → 12800. */
export function fenOf(yuan: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Alipay's `timestamp`: Beijing time as `yyyy-MM-dd HH:mm:ss`. */
export function alipayTimestamp(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
