import forge from 'node-forge';
import { children, der, oidOf, valueBytes, type Asn1 } from './asn1.js';

const SUBJECT_KEY_IDENTIFIER = '2.5.29.14';

/** The parts of a certificate's (DER) tbsCertificate that signing and issuing need, as ASN.1 nodes. */
export function certificateFields(certificate: Buffer): { serial: Asn1; issuer: Asn1; subject: Asn1; extensions: Asn1[] } {
  const tbs = children(children(der.fromDer(certificate))[0]);
  // tbsCertificate: [0] version (optional), serialNumber, signature, issuer, validity, subject, spki, ..., [3] extensions
  const offset = tbs[0]?.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  const [serial, , issuer, , subject] = tbs.slice(offset);
  if (!serial || !issuer || !subject) throw new Error('malformed certificate');
  const tagged = tbs.find((node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && (node.type as number) === 3);
  return { serial, issuer, subject, extensions: tagged ? children(children(tagged)[0]) : [] };
}

/** The DER of a certificate's subject name, to compare names byte for byte. */
export const subjectDer = (certificate: Buffer) => der.toDer(certificateFields(certificate).subject);

/** The key identifier in a certificate's subjectKeyIdentifier extension, or null without one. */
export function subjectKeyIdentifier(certificate: Buffer): Buffer | null {
  for (const extension of certificateFields(certificate).extensions) {
    const parts = children(extension);
    if (oidOf(parts[0]) !== SUBJECT_KEY_IDENTIFIER) continue;
    // extnValue (the last part) is an OCTET STRING holding the DER of the KeyIdentifier, itself an OCTET STRING.
    return valueBytes(der.fromDer(valueBytes(parts.at(-1) as Asn1)));
  }
  return null;
}
