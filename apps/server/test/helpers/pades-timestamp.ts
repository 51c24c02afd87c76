import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findSignature } from '../../src/seal/find-signatures.js';
import type { TimestampAuthority } from './timestamp-authority.js';

/** One DER TLV with its byte offsets, read independently of the code under test. */
interface Tlv {
  tag: number;
  start: number;
  header: number;
  length: number;
  bytes: Buffer;
}

function readTlv(buf: Buffer, at: number): Tlv {
  const tag = buf[at]!;
  let length = buf[at + 1]!;
  let header = 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error(`unsupported DER length at ${at}`);
    length = buf.readUIntBE(at + 2, count);
    header += count;
  }
  return { tag, start: at, header, length, bytes: buf.subarray(at, at + header + length) };
}

function childrenOf(buf: Buffer, node: Tlv): Tlv[] {
  const out: Tlv[] = [];
  let at = node.start + node.header;
  const end = node.start + node.header + node.length;
  while (at < end) {
    const child = readTlv(buf, at);
    out.push(child);
    at = child.start + child.header + child.length;
  }
  return out;
}

const OID_SIGNATURE_TIMESTAMP = Buffer.from('060b2a864886f70d010910020e', 'hex'); // 1.2.840.113549.1.9.16.2.14

export interface EmbeddedTimestamp {
  /** The CMS in /Contents without its zero padding. */
  cms: Buffer;
  /** The SignerInfo's signature value (the OCTET STRING's contents). */
  signature: Buffer;
  /** The id-aa-signatureTimeStampToken attribute's value as embedded (a ContentInfo), or null. */
  token: Buffer | null;
}

/**
 * The newest PDF signature's CMS, its signature value and its RFC 3161 token, cut
 * out byte-exactly: ContentInfo → [0] → SignedData → SignerInfos → SignerInfo →
 * [1] unsigned attributes.
 */
export function embeddedTimestamp(pdf: Buffer): EmbeddedTimestamp {
  const found = findSignature(pdf);
  if (!found) throw new Error('no signature in the PDF');
  const contentInfo = readTlv(found.contents, 0);
  const cms = contentInfo.bytes;
  const root = readTlv(cms, 0);
  const [, explicit] = childrenOf(cms, root);
  const signedData = childrenOf(cms, childrenOf(cms, explicit!)[0]!);
  const signerInfos = signedData.at(-1)!;
  const signerInfo = childrenOf(cms, childrenOf(cms, signerInfos)[0]!);
  const signedAttrsAt = signerInfo.findIndex((n) => n.tag === 0xa0);
  const signatureNode = signerInfo[signedAttrsAt + 2]!;
  if (signatureNode.tag !== 0x04) throw new Error('no signature value where expected');
  const signature = signatureNode.bytes.subarray(signatureNode.header);
  const unsigned = signerInfo.find((n) => n.tag === 0xa1);
  let token: Buffer | null = null;
  for (const attribute of unsigned ? childrenOf(cms, unsigned) : []) {
    const [type, values] = childrenOf(cms, attribute);
    if (type!.bytes.equals(OID_SIGNATURE_TIMESTAMP)) token = childrenOf(cms, values!)[0]!.bytes;
  }
  return { cms, signature, token };
}

/**
 * `openssl ts -verify` of a token against the test authority's CA, with the imprint
 * PAdES wants: SHA-256 of the signature value. Also returns `openssl ts -reply -text`
 * of the token (its TSTInfo as text: time, policy, imprint).
 */
export async function verifyTimestampToken(tsa: TimestampAuthority, token: Buffer, signature: Buffer): Promise<{ verify: string; text: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'signet-tst-'));
  try {
    const file = path.join(dir, 'token.der');
    await writeFile(file, token);
    const digest = createHash('sha256').update(signature).digest('hex');
    const verified = await tsa.openssl(['ts', '-verify', '-in', file, '-token_in', '-digest', digest, '-CAfile', tsa.files.caCert, '-untrusted', tsa.files.tsaCert]);
    const text = await tsa.openssl(['ts', '-reply', '-in', file, '-token_in', '-text', '-token_out']);
    return { verify: verified.stdout + verified.stderr, text: text.stdout };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The "Time stamp:" line of `openssl ts -reply -text` as a Date ("Jan 27 10:11:12 2026 GMT"). */
export function tokenTime(text: string): Date {
  const line = /Time stamp: (.+)/.exec(text)?.[1];
  if (!line) throw new Error(`no time in ${text}`);
  return new Date(line.trim());
}
