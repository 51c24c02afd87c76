import { createHash, createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { der, type Asn1 } from './asn1.js';
import { certificateFields } from './certificate-fields.js';

/** What seals: a private key and its certificate (DER), with any chain certificates to embed. */
export interface SealIdentity {
  privateKey: KeyObject;
  certificate: Buffer;
  chain: Buffer[];
  /** Lower-case hex SHA-256 of the certificate's DER: how verify recognises our seal. */
  certSha256: string;
  /** The certificate's subject, for people ("CN=Signet document seal, O=Signet"). */
  subject: string;
}

/** A key and its certificate in PEM, as the database keeps a generated identity. */
export interface PemPair {
  certificatePem: string;
  privateKeyPem: string;
}

export const sha256Hex = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A certificate and key in PEM, as the database keeps a generated identity. */
export function identityFromPem(certificatePem: string, privateKeyPem: string): SealIdentity {
  const x509 = new X509Certificate(certificatePem);
  return { privateKey: createPrivateKey(privateKeyPem), certificate: x509.raw, chain: [], certSha256: sha256Hex(x509.raw), subject: x509.subject.replace(/\n/g, ', ') };
}

/**
 * Reads a PKCS#12 file (a certificate from a CA, say): the key, the certificate that
 * matches it, and the other certificates as its chain. Throws when there is no key.
 */
export function identityFromP12(p12: Buffer, passphrase: string): SealIdentity {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  const bags = (type: string | undefined) => (type ? (parsed.getBags({ bagType: type })[type] ?? []) : []);
  const keyBags = [...bags(forge.pki.oids.pkcs8ShroudedKeyBag), ...bags(forge.pki.oids.keyBag)];
  const keyBag = keyBags.find((bag) => bag.key);
  if (!keyBag?.key) throw new Error('the PKCS#12 file holds no private key');
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(keyBag.key));
  const certs = bags(forge.pki.oids.certBag).flatMap((bag) => (bag.cert ? [Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(bag.cert)).getBytes(), 'binary')] : []));
  const publicDer = (key: KeyObject) => key.export({ type: 'spki', format: 'der' });
  const mine = certs.find((cert) => Buffer.compare(publicDer(new X509Certificate(cert).publicKey), publicDer(createPublicKey(privateKey))) === 0);
  if (!mine) throw new Error('no certificate in the PKCS#12 file matches its private key');
  const x509 = new X509Certificate(mine);
  return { privateKey, certificate: mine, chain: certs.filter((cert) => cert !== mine), certSha256: sha256Hex(mine), subject: x509.subject.replace(/\n/g, ', ') };
}

/** IssuerAndSerialNumber of a certificate (DER), as a CMS SignerInfo names its signer. */
export function issuerAndSerial(certificate: Buffer): Asn1 {
  const { issuer, serial } = certificateFields(certificate);
  return der.seq([issuer, serial]);
}
