import { sign, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { algorithm, der, OID } from './asn1.js';
import { certificateFields, subjectKeyIdentifier } from './certificate-fields.js';
import { generateRsaKey, randomSerialHex } from './generate-seal-certificate.js';
import type { PemPair, SealIdentity } from './seal-identity.js';

const YEAR_MS = 365 * 24 * 3600 * 1000;
const { Type } = forge.asn1;
/** A name attribute as node-forge reads it (its types give valueTagClass the wrong enum). */
interface NameAttribute {
  type: string;
  value: string;
  valueTagClass: forge.asn1.Type;
}
// Exported by node-forge but missing from its types: the tbsCertificate it would sign.
const { getTBSCertificate } = forge.pki as unknown as { getTBSCertificate: (cert: forge.pki.Certificate) => forge.asn1.Asn1 };

/** Who a company certificate names: the company's legal identity. */
export interface CertifiedCompany {
  id: bigint;
  legalName: string;
  registrationNumber: string | null;
  region: 'intl' | 'cn';
}

// X.520 wants serialNumber as a PrintableString; a registration number with other characters stays readable as UTF-8.
const printable = (text: string) => /^[A-Za-z0-9 '()+,\-./:=?]+$/.test(text);

/**
 * The subject of a company's certificate: C=CN for a company registered in China,
 * O and CN its legal name as UTF8String (Chinese names stay Chinese), and serialNumber
 * (2.5.4.5) its registration number when it has one.
 */
export function companySubject(company: CertifiedCompany): NameAttribute[] {
  const number = company.registrationNumber;
  return [
    ...(company.region === 'cn' ? [{ type: '2.5.4.6', value: 'CN', valueTagClass: Type.PRINTABLESTRING }] : []),
    { type: '2.5.4.10', value: company.legalName, valueTagClass: Type.UTF8 },
    { type: '2.5.4.3', value: company.legalName, valueTagClass: Type.UTF8 },
    ...(number ? [{ type: '2.5.4.5', value: number, valueTagClass: printable(number) ? Type.PRINTABLESTRING : Type.UTF8 }] : []),
  ];
}

/** The DER of the subject a company's certificate should carry now. */
export const companySubjectDer = (company: CertifiedCompany) => der.toDer(forge.pki.distinguishedNameToAsn1({ attributes: companySubject(company) } as unknown as forge.pki.Certificate['subject']));

/**
 * A certificate for a company, issued by `ca`: a fresh RSA 3072 key, valid ten years (never
 * past the CA's own end), key usage digital signature and non-repudiation, not a CA. node-forge
 * lays out the fields; the issuer is the CA's subject copied byte for byte and the signature
 * is made with Node's crypto, so a CA whose name is UTF-8 or whose key is EC issues alike.
 */
export function issueCompanyCertificate(ca: SealIdentity, company: CertifiedCompany, now = new Date()): PemPair {
  const caCert = new X509Certificate(ca.certificate);
  const { privateKeyPem, publicKey } = generateRsaKey(3072);
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = randomSerialHex();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(Math.min(now.getTime() + 10 * YEAR_MS, new Date(caCert.validTo).getTime()));
  cert.setSubject(companySubject(company) as unknown as forge.pki.CertificateField[]);
  const caKeyId = subjectKeyIdentifier(ca.certificate);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
    ...(caKeyId ? [{ name: 'authorityKeyIdentifier', keyIdentifier: caKeyId.toString('binary') }] : []),
  ]);
  const signatureAlgorithm = ca.privateKey.asymmetricKeyType === 'ec' ? algorithm(OID.ecdsaWithSha256, false) : algorithm(OID.sha256WithRsa);
  cert.siginfo.algorithmOid = OID.sha256WithRsa;
  const tbs = getTBSCertificate(cert);
  // tbsCertificate: [0] version, serialNumber, signature, issuer, ...
  (tbs.value as forge.asn1.Asn1[])[2] = signatureAlgorithm;
  (tbs.value as forge.asn1.Asn1[])[3] = certificateFields(ca.certificate).subject;
  const signature = sign('sha256', der.toDer(tbs), ca.privateKey);
  const certificate = der.toDer(der.seq([tbs, signatureAlgorithm, der.bits(signature)]));
  return { certificatePem: new X509Certificate(certificate).toString(), privateKeyPem };
}
