/** A signature as it stands in a PDF: its byte ranges, the CMS from /Contents, and the time its dictionary states. */
export interface FoundSignature {
  ranges: [number, number, number, number];
  contents: Buffer;
  /** The signature dictionary's /M: the time the signer's software wrote, attested by nothing. */
  signedAt: Date | null;
}

// How far before a ByteRange its object may start (a dictionary written before it, by another tool).
const DICTIONARY_REACH = 4096;

/** A PDF date (ISO 32000-1 §7.9.4): D:YYYYMMDDHHmmSS with Z or an offset ±HH'mm; null when it is none. */
export function parsePdfDate(text: string): Date | null {
  const match = /^D:(\d{4})(\d\d)?(\d\d)?(\d\d)?(\d\d)?(\d\d)?(?:([Zz])|([+-])(\d\d)'?(\d\d)?'?)?/.exec(text);
  if (!match) return null;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', , sign, offsetHours = '00', offsetMinutes = '00'] = match;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000 : 0;
  const date = new Date(utc - offset);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The /M of the signature dictionary whose ByteRange stands at `at`: looked for in the object around it. */
function signingTimeAround(text: string, at: number): Date | null {
  const start = Math.max(text.lastIndexOf('obj', at), at - DICTIONARY_REACH, 0);
  const endobj = text.indexOf('endobj', at);
  const dictionary = text.slice(start, endobj < 0 ? undefined : endobj);
  const time = /\/M\s*\((D:[^)]*)\)/.exec(dictionary)?.[1];
  return time ? parsePdfDate(time) : null;
}

/**
 * Every signature in a PDF, in the order they stand in the file (oldest first for
 * incremental updates), found as text: each /ByteRange with the /Contents it leaves out.
 * Signatures inside compressed object streams are not seen; Signet writes none there.
 */
export function findSignatures(pdf: Buffer): FoundSignature[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].map((match) => {
    const ranges = match.slice(1, 5).map(Number) as [number, number, number, number];
    const [, length, secondStart] = ranges;
    const signedAt = signingTimeAround(text, match.index);
    if (length <= 0 || secondStart <= length + 1 || secondStart > pdf.length) return { ranges, contents: Buffer.alloc(0), signedAt };
    const hex = pdf.subarray(length, secondStart).toString('latin1').replace(/[<>\s]/g, '');
    return { ranges, contents: Buffer.from(hex, 'hex'), signedAt };
  });
}

/** The newest signature's /ByteRange and /Contents in a PDF, or null when it has none. */
export function findSignature(pdf: Buffer): FoundSignature | null {
  return findSignatures(pdf).at(-1) ?? null;
}
