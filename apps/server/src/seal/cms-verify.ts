import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { children, der, hashName, OID, oidOf, valueBytes, type Asn1 } from './asn1.js';
import { sha256Hex } from './seal-identity.js';

export interface CmsCheck {
  /** The signed attributes' message digest equals the content's, and the signature over them verifies with the signer's key. */
  intact: boolean;
  /** SHA-256 of the signer's certificate (DER), or null when it is not embedded. */
  signerCertSha256: string | null;
  signerSubject: string | null;
  /** genTime of an embedded RFC 3161 signature timestamp, if any. */
  timestampedAt: Date | null;
}

const isContext = (node: Asn1 | undefined, tag: number) => node?.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && (node.type as number) === tag;

interface ParsedSignedData {
  certificates: Buffer[];
  signerInfo: Asn1[];
  encapsulated: Buffer | null;
}

function parseSignedData(cms: Buffer): ParsedSignedData {
  const contentInfo = children(der.fromDer(cms));
  if (oidOf(contentInfo[0]) !== OID.signedData) throw new Error('not a CMS SignedData');
  const signedData = children(children(contentInfo[1])[0]);
  const encap = children(signedData[2]);
  const eContent = encap[1] ? children(encap[1])[0] : undefined;
  let certificates: Buffer[] = [];
  let index = 3;
  if (isContext(signedData[index], 0)) {
    certificates = children(signedData[index]).map((cert) => der.toDer(cert));
    index++;
  }
  if (isContext(signedData[index], 1)) index++;
  const signerInfo = children(children(signedData[index])[0]);
  return { certificates, signerInfo, encapsulated: eContent ? valueOfOctets(eContent) : null };
}

function valueOfOctets(node: Asn1): Buffer {
  // A constructed OCTET STRING (BER) holds its parts as children.
  return Array.isArray(node.value) ? Buffer.concat(node.value.map(valueOfOctets)) : valueBytes(node);
}

/** The signer's certificate: by issuer and serial number when it matches, else the first embedded one. */
function signerCertificate(certificates: Buffer[], sid: Asn1 | undefined): Buffer | null {
  const serial = sid && Array.isArray(sid.value) ? sid.value[1] : undefined;
  const wanted = serial ? Buffer.from(serial.value as string, 'binary').toString('hex').replace(/^0+/, '').toLowerCase() : null;
  for (const cert of certificates) {
    const x509 = new X509Certificate(cert);
    if (wanted && x509.serialNumber.replace(/^0+/, '').toLowerCase() === wanted) return cert;
  }
  return certificates[0] ?? null;
}

/**
 * Checks a detached CMS signature over `content` (the PDF's signed byte ranges):
 * the digest in the signed attributes against the content's, then the signature
 * over the attributes with the embedded signer certificate's public key. Says
 * nothing about trust in the certificate: the caller compares its fingerprint.
 */
export function checkCms(cms: Buffer, content: Buffer | ((hash: string) => Buffer)): CmsCheck {
  const parsed = parseSignedData(cms);
  const info = parsed.signerInfo;
  const digestAlgorithm = oidOf(children(info[2])[0]);
  const signedAttrs = isContext(info[3], 0) ? info[3] : undefined;
  if (!signedAttrs) throw new Error('no signed attributes');
  const rest = info.slice(4);
  const signature = rest[1] ? valueBytes(rest[1]) : Buffer.alloc(0);
  const unsigned = isContext(rest[2], 1) ? children(rest[2]) : [];
  const cert = signerCertificate(parsed.certificates, info[1]);
  const hash = hashName(digestAlgorithm);
  const bytes = typeof content === 'function' ? content(hash) : createHash(hash).update(content).digest();
  let messageDigest: Buffer | null = null;
  for (const attr of children(signedAttrs)) {
    const [type, values] = children(attr);
    if (oidOf(type) === OID.messageDigest) messageDigest = valueBytes(children(values)[0] as Asn1);
  }
  const signedSet = der.toDer(der.set(children(signedAttrs)));
  // der.set re-sorts; the signer sorted them too, but check against the bytes as received first.
  const asReceived = der.toDer(signedAttrs);
  asReceived[0] = 0x31;
  let intact = false;
  if (cert && messageDigest && messageDigest.equals(bytes)) {
    const key = new X509Certificate(cert).publicKey;
    intact = [asReceived, signedSet].some((data) => {
      try {
        return verify(hash, data, key, signature);
      } catch {
        return false;
      }
    });
  }
  return {
    intact,
    signerCertSha256: cert ? sha256Hex(cert) : null,
    signerSubject: cert ? new X509Certificate(cert).subject.replace(/\n/g, ', ') : null,
    timestampedAt: timestampOf(unsigned),
  };
}

function timestampOf(unsigned: Asn1[]): Date | null {
  for (const attr of unsigned) {
    const [type, values] = children(attr);
    if (oidOf(type) !== OID.signatureTimeStampToken) continue;
    const token = der.toDer(children(values)[0] as Asn1);
    return readTstInfo(token).genTime;
  }
  return null;
}

/** The TSTInfo of a timestamp token: its time, message imprint and nonce (big-endian bytes, null when absent). */
export function readTstInfo(token: Buffer): { genTime: Date; imprint: Buffer; nonce: Buffer | null } {
  const { encapsulated } = parseSignedData(token);
  if (!encapsulated) throw new Error('timestamp token without TSTInfo');
  const tst = children(der.fromDer(encapsulated));
  const imprint = valueBytes(children(tst[2])[1] as Asn1);
  const time = tst[4];
  if (!time) throw new Error('TSTInfo without genTime');
  // After genTime: accuracy (SEQUENCE) and ordering (BOOLEAN), both optional, then the nonce, the only INTEGER.
  const nonce = tst.slice(5).find((node) => node.tagClass === forge.asn1.Class.UNIVERSAL && node.type === forge.asn1.Type.INTEGER);
  return { genTime: forge.asn1.generalizedTimeToDate(time.value as string), imprint, nonce: nonce ? valueBytes(nonce) : null };
}
