/** The sheet readers load with the first bulk-send file, not at start-up. */
const loadSheetReaders = () => Promise.all([import('papaparse'), import('read-excel-file/node')]);

/** Cells of a sheet as text, first row the header. */
export type SheetRows = string[][];

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

function cellText(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * Reads an uploaded bulk-send file with kept libraries: an XLSX workbook (a zip; its first
 * sheet) with read-excel-file, anything else as CSV text with Papa Parse (delimiter
 * guessed, quotes and line breaks in cells handled, a UTF-8 byte-order mark dropped).
 * Null when it is neither.
 */
export async function readBulkSheet(bytes: Buffer): Promise<SheetRows | null> {
  const [{ default: Papa }, { readSheet }] = await loadSheetReaders();
  try {
    if (isZip(bytes)) {
      const rows = await readSheet(bytes);
      return rows.map((row) => row.map(cellText));
    }
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    if (text.includes('\u0000')) return null;
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
    if (parsed.errors.some((error) => error.type === 'Quotes')) return null;
    return parsed.data.map((row) => row.map(cellText));
  } catch {
    return null;
  }
}
