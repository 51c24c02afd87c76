import { createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/** How far a notice's or answer's timestamp may be from our clock, as WeChat Pay advises. */
export const WECHATPAY_MAX_SKEW_SECONDS = 5 * 60;

/** WeChat Pay API v3's message: each part on its own line, the last one ended too. */
export const wechatpayMessage = (...parts: string[]): string => parts.map((part) => `${part}\n`).join('');

/** SHA256withRSA over a message, base64: our requests' signature (and the fake's notices'). */
export function signWechatpayMessage(message: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

/**
 * The `Authorization` header of a request to WeChat Pay API v3: our merchant key's signature over
 * `METHOD\nPATH?QUERY\ntimestamp\nnonce\nbody\n`, with the merchant id and the key's certificate serial.
 */
export function wechatpayAuthorization(input: {
  mchId: string;
  serialNo: string;
  privateKey: KeyObject;
  method: string;
  pathWithQuery: string;
  body: string;
  timestamp?: number;
  nonce?: string;
}): string {
  const timestamp = String(input.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = input.nonce ?? randomBytes(16).toString('hex');
  const signature = signWechatpayMessage(wechatpayMessage(input.method, input.pathWithQuery, timestamp, nonce, input.body), input.privateKey);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${input.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${input.serialNo}"`;
}

/** The fields of an Authorization header as the server reads them (the fake checks ours with it). */
export function readWechatpayAuthorization(header: string): Record<string, string> | null {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(header);
  if (!match?.[1]) return null;
  return Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((field) => [field[1] ?? '', field[2] ?? '']));
}

type Headers = Record<string, string | string[] | undefined>;
const one = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Checks WeChat Pay's signature over a notice or an answer: `Wechatpay-Signature` over
 * `timestamp\nnonce\nbody\n` with the WeChat Pay public key whose id is `Wechatpay-Serial`.
 * Answers what is wrong, or null when it holds. A timestamp more than five minutes off is
 * refused, so a recorded notice cannot be replayed later.
 */
export function wechatpaySignatureProblem(input: { headers: Headers; body: string; publicKey: KeyObject; publicKeyId: string; nowSeconds: number }): string | null {
  const { headers } = input;
  const signature = one(headers, 'wechatpay-signature');
  const timestamp = one(headers, 'wechatpay-timestamp');
  const nonce = one(headers, 'wechatpay-nonce');
  const serial = one(headers, 'wechatpay-serial');
  if (!signature || !timestamp || !nonce || !serial) return 'missing Wechatpay-Signature, -Timestamp, -Nonce or -Serial';
  // A probe WeChat Pay sends to check that signatures are verified: never valid.
  if (signature.startsWith('WECHATPAY/SIGNTEST/')) return 'signature test probe';
  if (serial !== input.publicKeyId) return `signed with key ${serial}, not ${input.publicKeyId}`;
  if (!/^\d+$/.test(timestamp) || Math.abs(input.nowSeconds - Number(timestamp)) > WECHATPAY_MAX_SKEW_SECONDS) return `stale timestamp ${timestamp}`;
  const holds = createVerify('RSA-SHA256').update(wechatpayMessage(timestamp, nonce, input.body), 'utf8').verify(input.publicKey, signature, 'base64');
  return holds ? null : 'the signature does not hold';
}

/** A notice's `resource`: AEAD_AES_256_GCM under the API v3 key. */
export interface WechatpayResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** Opens a notice's resource; throws when the key, nonce, associated data or tag do not match. */
export function decryptWechatpayResource(resource: WechatpayResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${resource.algorithm}`);
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length < 16) throw new Error('ciphertext shorter than its tag');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
}
