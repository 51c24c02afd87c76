import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import type { PemPair } from './seal-identity.js';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** A positive 16-byte certificate serial number (top bit clear), in hex. */
export function randomSerialHex(): string {
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  return serial.toString('hex');
}

/** A fresh RSA key pair, the private key as PKCS#8 PEM and the public one as node-forge wants it. */
export function generateRsaKey(bits: number): { privateKeyPem: string; publicKey: forge.pki.rsa.PublicKey } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

/** A self-signed RSA 3072 certificate "CN=<commonName>, O=Signet", valid `years` from a minute before `now`. */
export function selfSignedCertificate(options: { commonName: string; years: number; extensions: object[]; now?: Date }): PemPair {
  const now = options.now ?? new Date();
  const { privateKeyPem, publicKey } = generateRsaKey(3072);
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = randomSerialHex();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + options.years * YEAR_MS);
  const name = [
    { name: 'commonName', value: options.commonName },
    { name: 'organizationName', value: 'Signet' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions(options.extensions);
  cert.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert), privateKeyPem };
}

/**
 * A self-signed sealing certificate for a fresh install: RSA 3072, valid 20 years,
 * key usage digital signature and non-repudiation (content commitment). Readers
 * show its issuer as unknown, as with any self-signed certificate; an operator
 * who wants a trusted seal configures a PKCS#12 file from a CA instead.
 */
export function generateSealCertificate(commonName: string, now = new Date()): PemPair {
  return selfSignedCertificate({
    commonName,
    years: 20,
    now,
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
      { name: 'extKeyUsage', emailProtection: true },
      { name: 'subjectKeyIdentifier' },
    ],
  });
}
