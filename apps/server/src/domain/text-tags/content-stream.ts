/** An operand in a page's content stream; dictionaries (marked content) are kept only as a placeholder. */
export type Operand = number | { name: string } | { bytes: Uint8Array } | Operand[] | { dict: true } | { keyword: string };

/** One operator with its operands, and where it stands in the stream (operands included). */
export interface Operation {
  operator: string;
  operands: Operand[];
  start: number;
  end: number;
}

const isWhite = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
// ( ) < > [ ] { } / %
const isDelimiter = (byte: number) => [0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25].includes(byte);
const isRegular = (byte: number) => !isWhite(byte) && !isDelimiter(byte);
const ESCAPES: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c, 0x28: 0x28, 0x29: 0x29, 0x5c: 0x5c };

/** A malformed stream: the caller cannot change what it cannot read. */
export class ContentStreamError extends Error {}

/**
 * Splits a content stream into operations (PDF 32000-1, 7.8.2), remembering each one's byte
 * range so that it can be replaced without touching anything around it. Inline images
 * (BI … ID data EI) are skipped whole: their data is not made of tokens.
 */
export function readOperations(bytes: Uint8Array): Operation[] {
  const operations: Operation[] = [];
  let position = 0;
  const text = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

  function skipSpace(): void {
    while (position < bytes.length) {
      const byte = bytes[position] as number;
      if (isWhite(byte)) position++;
      else if (byte === 0x25) while (position < bytes.length && bytes[position] !== 0x0a && bytes[position] !== 0x0d) position++;
      else return;
    }
  }

  function literalString(): Uint8Array {
    const out: number[] = [];
    let depth = 1;
    position++;
    while (position < bytes.length) {
      const byte = bytes[position++] as number;
      if (byte === 0x5c) {
        const next = bytes[position++] as number;
        if (next in ESCAPES) out.push(ESCAPES[next] as number);
        else if (next >= 0x30 && next <= 0x37) {
          let value = next - 0x30;
          for (let digits = 1; digits < 3 && (bytes[position] as number) >= 0x30 && (bytes[position] as number) <= 0x37; digits++) value = value * 8 + (bytes[position++] as number) - 0x30;
          out.push(value & 0xff);
        } else if (next === 0x0d) {
          if (bytes[position] === 0x0a) position++;
        } else if (next !== 0x0a) out.push(next);
      } else if (byte === 0x28) {
        depth++;
        out.push(byte);
      } else if (byte === 0x29) {
        if (--depth === 0) return Uint8Array.from(out);
        out.push(byte);
      } else out.push(byte);
    }
    throw new ContentStreamError('unterminated string');
  }

  function hexString(): Uint8Array {
    const end = bytes.indexOf(0x3e, position);
    if (end < 0) throw new ContentStreamError('unterminated hex string');
    let hex = text(position + 1, end).replace(/[^0-9a-fA-F]/g, '');
    position = end + 1;
    if (hex.length % 2) hex += '0';
    return Uint8Array.from(Buffer.from(hex, 'hex'));
  }

  /** The next operand, or the keyword (operator) that ends the operands. */
  function next(): Operand | ']' | '>>' | null {
    skipSpace();
    if (position >= bytes.length) return null;
    const byte = bytes[position] as number;
    if (byte === 0x28) return { bytes: literalString() };
    if (byte === 0x3c && bytes[position + 1] === 0x3c) {
      position += 2;
      for (let depth = 1; depth > 0; ) {
        const inner = next();
        if (inner === null) throw new ContentStreamError('unterminated dictionary');
        if (inner === '>>') depth--;
      }
      return { dict: true };
    }
    if (byte === 0x3e && bytes[position + 1] === 0x3e) {
      position += 2;
      return '>>';
    }
    if (byte === 0x3c) return { bytes: hexString() };
    if (byte === 0x5b) {
      position++;
      const items: Operand[] = [];
      for (;;) {
        const item = next();
        if (item === null) throw new ContentStreamError('unterminated array');
        if (item === ']') return items;
        if (item === '>>') throw new ContentStreamError('unexpected >>');
        items.push(item);
      }
    }
    if (byte === 0x5d) {
      position++;
      return ']';
    }
    if (byte === 0x2f) {
      const start = ++position;
      while (position < bytes.length && isRegular(bytes[position] as number)) position++;
      return { name: text(start, position).replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) };
    }
    const start = position;
    while (position < bytes.length && isRegular(bytes[position] as number)) position++;
    if (position === start) {
      position++; // a stray delimiter ({, }, ) or >): nothing a text operator needs
      return { keyword: text(start, position) };
    }
    const word = text(start, position);
    return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) ? Number(word) : { keyword: word };
  }

  let operands: Operand[] = [];
  let start = -1;
  for (;;) {
    skipSpace();
    const before = position;
    const token = next();
    if (token === null) break;
    if (start < 0) start = before;
    if (token === ']' || token === '>>') throw new ContentStreamError(`unexpected ${token}`);
    if (typeof token === 'object' && 'keyword' in token && !['true', 'false', 'null'].includes(token.keyword)) {
      operations.push({ operator: token.keyword, operands, start, end: position });
      if (token.keyword === 'ID') skipInlineImage();
      operands = [];
      start = -1;
    } else operands.push(token);
  }
  return operations;

  /** After ID and one white byte comes binary data up to "EI" between white bytes. */
  function skipInlineImage(): void {
    position++;
    while (position < bytes.length) {
      if (bytes[position] === 0x45 && bytes[position + 1] === 0x49 && isWhite(bytes[position - 1] as number) && (position + 2 >= bytes.length || isWhite(bytes[position + 2] as number))) return;
      position++;
    }
  }
}

const formatNumber = (value: number) => (Math.round(value * 1000) / 1000).toString();

/** An operand written back as PDF syntax; strings as hex, which needs no escaping. */
export function writeOperand(operand: Operand): string {
  if (typeof operand === 'number') return formatNumber(operand);
  if (Array.isArray(operand)) return `[${operand.map(writeOperand).join(' ')}]`;
  if ('bytes' in operand) return `<${Buffer.from(operand.bytes).toString('hex')}>`;
  if ('name' in operand) return `/${operand.name}`;
  throw new ContentStreamError('cannot write this operand');
}
