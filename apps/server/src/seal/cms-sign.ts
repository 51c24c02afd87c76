import { createHash, sign } from 'node:crypto';
import { algorithm, der, OID, type Asn1 } from './asn1.js';
import { issuerAndSerial, type SealIdentity } from './seal-identity.js';

export interface CmsSignInput {
  identity: SealIdentity;
  /** SHA-256 of the signed content (the PDF's byte ranges, or a TSTInfo). */
  contentDigest: Buffer;
  /** eContentType; 'data' for a PDF signature. */
  contentType?: string;
  /** Encapsulated content (a timestamp token carries its TSTInfo); detached when absent. */
  encapsulated?: Buffer;
  /** Unsigned attributes made from the signature value, e.g. an RFC 3161 timestamp over it. */
  unsignedAttributes?: (signature: Buffer) => Promise<Asn1[]>;
}

const attribute = (oid: string, value: Asn1) => der.seq([der.oid(oid), der.set([value])]);

/**
 * A CMS SignedData (RFC 5652) as PAdES baseline B wants it (ETSI EN 319 142-1):
 * SHA-256, signed attributes content-type, message-digest and signing-certificate-v2,
 * no signing-time attribute (the signature dictionary's /M holds the time), the
 * signer's certificate and chain embedded. Built by hand because node-forge's
 * PKCS#7 writer knows only three attribute types and cannot add unsigned ones.
 */
export async function signCms(input: CmsSignInput): Promise<Buffer> {
  const { identity } = input;
  const contentType = input.contentType ?? OID.data;
  const essCertIdV2 = der.seq([der.seq([der.octets(createHash('sha256').update(identity.certificate).digest())])]);
  const signedAttributes = [
    attribute(OID.contentType, der.oid(contentType)),
    attribute(OID.messageDigest, der.octets(input.contentDigest)),
    attribute(OID.signingCertificateV2, der.seq([essCertIdV2])),
  ];
  // The signature covers the attributes encoded as a SET (tag 0x31), not as [0].
  const signedSet = der.set(signedAttributes);
  const signature = sign('sha256', der.toDer(signedSet), identity.privateKey);
  const isEc = identity.privateKey.asymmetricKeyType === 'ec';
  const unsigned = (await input.unsignedAttributes?.(signature)) ?? [];
  const signerInfo = der.seq([
    der.int(1),
    issuerAndSerial(identity.certificate),
    algorithm(OID.sha256),
    der.tagged(0, signedSet.value as Asn1[]),
    isEc ? algorithm(OID.ecdsaWithSha256, false) : algorithm(OID.rsaEncryption),
    der.octets(signature),
    ...(unsigned.length > 0 ? [der.tagged(1, unsigned)] : []),
  ]);
  const encapContent = der.seq([der.oid(contentType), ...(input.encapsulated ? [der.tagged(0, [der.octets(input.encapsulated)])] : [])]);
  const certificates = [identity.certificate, ...identity.chain].map((cert) => der.fromDer(cert));
  const signedData = der.seq([
    der.int(1),
    der.set([algorithm(OID.sha256)]),
    encapContent,
    der.tagged(0, certificates),
    der.set([signerInfo]),
  ]);
  return der.toDer(der.seq([der.oid(OID.signedData), der.tagged(0, [signedData])]));
}

/** The signature-time-stamp unsigned attribute holding a timestamp token (a ContentInfo). */
export function timestampAttribute(token: Buffer): Asn1 {
  return attribute(OID.signatureTimeStampToken, der.fromDer(token));
}
