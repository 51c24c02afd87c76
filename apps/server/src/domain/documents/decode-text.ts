export interface DecodedText {
  text: string;
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be';
}

const BOMS: { bytes: number[]; encoding: DecodedText['encoding'] }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

/**
 * Reads a text file's bytes: UTF-8 (with or without a BOM) or UTF-16 with a BOM.
 * Null when the bytes are not valid in that encoding or contain NUL, which no
 * text file has and nearly every binary file does.
 */
export function decodeText(bytes: Buffer): DecodedText | null {
  const bom = BOMS.find((candidate) => candidate.bytes.every((byte, index) => bytes[index] === byte));
  const encoding = bom?.encoding ?? 'utf-8';
  try {
    const text = new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(bom?.bytes.length ?? 0));
    return text.includes('\u0000') ? null : { text, encoding };
  } catch {
    return null;
  }
}
