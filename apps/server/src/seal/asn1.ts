import forge from 'node-forge';

const { asn1 } = forge;
export type Asn1 = forge.asn1.Asn1;

/** Small builders over node-forge's ASN.1, so CMS structures read like their definitions. */
export const der = {
  seq: (values: Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, values),
  set: (values: Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, sortSet(values)),
  oid: (oid: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes()),
  int: (value: number) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes()),
  intBytes: (bytes: Buffer) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, positive(bytes).toString('binary')),
  /** A BIT STRING of whole bytes (no unused bits), as signatures are. */
  bits: (bytes: Buffer) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BITSTRING, false, `\x00${bytes.toString('binary')}`),
  octets: (bytes: Buffer) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary')),
  null: () => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, ''),
  bool: (value: boolean) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BOOLEAN, false, value ? '\xff' : '\x00'),
  generalizedTime: (date: Date) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(date)),
  /** [n] EXPLICIT or IMPLICIT context tag around constructed values. */
  tagged: (n: number, values: Asn1[]) => asn1.create(asn1.Class.CONTEXT_SPECIFIC, n, true, values),
  fromDer: (bytes: Buffer) => asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')), { strict: false, parseAllBytes: false } as unknown as boolean),
  toDer: (node: Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary'),
};

/** An AlgorithmIdentifier; RSA and digests carry an explicit NULL parameter. */
export const algorithm = (oid: string, withNull = true) => der.seq(withNull ? [der.oid(oid), der.null()] : [der.oid(oid)]);

/** The value bytes of a primitive node (OID text for OIDs). */
export function valueBytes(node: Asn1): Buffer {
  return Buffer.from(node.value as string, 'binary');
}

export function oidOf(node: Asn1 | undefined): string {
  if (!node || node.type !== asn1.Type.OID) throw new Error('expected an OID');
  return asn1.derToOid(node.value as string);
}

export function children(node: Asn1 | undefined): Asn1[] {
  if (!node || !Array.isArray(node.value)) throw new Error('expected a constructed ASN.1 value');
  return node.value;
}

/** DER wants SET OF members in ascending order of their encodings. */
function sortSet(values: Asn1[]): Asn1[] {
  return values
    .map((value) => ({ value, bytes: der.toDer(value) }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map((entry) => entry.value);
}

/** An unsigned big-endian integer must not look negative in DER. */
function positive(bytes: Buffer): Buffer {
  const trimmed = bytes.subarray(Math.max(0, bytes.findIndex((b) => b !== 0)));
  const body = trimmed.length === 0 ? Buffer.from([0]) : trimmed;
  return (body[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), body]) : body;
}

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  sha1: '1.3.14.3.2.26',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

/** Node's hash name for a digest OID. */
export function hashName(oid: string): string {
  const names: Record<string, string> = { [OID.sha256]: 'sha256', [OID.sha384]: 'sha384', [OID.sha512]: 'sha512', [OID.sha1]: 'sha1' };
  const name = names[oid];
  if (!name) throw new Error(`unsupported digest ${oid}`);
  return name;
}
