import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument, VerbosityLevel } from '../../pdf/pdfjs.js';
import { parseTextTag } from './parse-text-tag.js';
import { tagFieldBox, type PointBox } from './tag-field-box.js';
import type { TextTag, TextTagProblem, TextTagScan } from './text-tag-types.js';

type Matrix = [number, number, number, number, number, number];

/** One run of text as pdf.js reads it, placed on the displayed page (points, origin top left). */
interface Run {
  str: string;
  /** Baseline start, the unit vector along the text and the one up from it. */
  origin: { x: number; y: number };
  along: { x: number; y: number };
  up: { x: number; y: number };
  size: number;
  /** The run's advance along the text. */
  length: number;
}

/** A displayed line: runs that follow each other on one baseline, their text joined. */
interface Line {
  text: string;
  /** For each character of `text`, its run and its index in the run's text. */
  at: { run: Run; index: number }[];
}

function multiply(a: Matrix, b: Matrix): Matrix {
  return [
    a[0] * b[0] + a[2] * b[1],
    a[1] * b[0] + a[3] * b[1],
    a[0] * b[2] + a[2] * b[3],
    a[1] * b[2] + a[3] * b[3],
    a[0] * b[4] + a[2] * b[5] + a[4],
    a[1] * b[4] + a[3] * b[5] + a[5],
  ];
}

function runOf(item: { str: string; transform: number[]; width: number }, viewport: Matrix): Run | null {
  const m = multiply(viewport, item.transform as Matrix);
  const scaleAlong = Math.hypot(m[0], m[1]);
  const size = Math.hypot(m[2], m[3]);
  if (scaleAlong === 0 || size === 0) return null;
  return {
    str: item.str,
    origin: { x: m[4], y: m[5] },
    along: { x: m[0] / scaleAlong, y: m[1] / scaleAlong },
    // The viewport turns PDF's y-up into the display's y-down, so "up" is the text's own.
    up: { x: m[2] / size, y: m[3] / size },
    size,
    length: item.width,
  };
}

/** Whether `next` carries on the line `last` is on: same direction, same baseline, not behind it. */
function continues(last: Run, next: Run): boolean {
  if (last.along.x * next.along.x + last.along.y * next.along.y < 0.99) return false;
  const dx = next.origin.x - last.origin.x;
  const dy = next.origin.y - last.origin.y;
  const across = Math.abs(dx * last.up.x + dy * last.up.y);
  const ahead = dx * last.along.x + dy * last.along.y;
  return across < last.size * 0.5 && ahead >= last.length - last.size;
}

/** Thousandths of the size each character of a run takes, as Helvetica would (CJK a full em), for `boxOf` to share a run out. */
type Widths = (char: string) => number;

async function helveticaWidths(): Promise<Widths> {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const known = new Map<string, number>();
  return (char) => {
    let width = known.get(char);
    if (width === undefined) {
      try {
        width = font.widthOfTextAtSize(char, 1000);
      } catch {
        width = (char.codePointAt(0) ?? 0) >= 0x2e80 ? 1000 : 556;
      }
      known.set(char, width);
    }
    return width;
  };
}

/**
 * The box of characters `from..to` (inclusive) of a line. pdf.js gives each run's start and
 * advance, not each glyph's, so a character's place is its share of the run, weighed by
 * Helvetica's widths: exact in Helvetica, within a point or two in most other fonts. A glyph
 * reaches about 0.8 of the size above the baseline and 0.2 below.
 */
function boxOf(line: Line, from: number, to: number, widths: Widths): PointBox {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let index = from; index <= to; index++) {
    const place = line.at[index];
    if (!place) continue;
    const { run } = place;
    const chars = run.str.split('');
    const total = chars.reduce((sum, char) => sum + widths(char), 0) || 1;
    const before = chars.slice(0, place.index).reduce((sum, char) => sum + widths(char), 0);
    for (const share of [before / total, (before + widths(chars[place.index] ?? ' ')) / total]) {
      for (const rise of [-0.2 * run.size, 0.8 * run.size]) {
        xs.push(run.origin.x + run.along.x * share * run.length + run.up.x * rise);
        ys.push(run.origin.y + run.along.y * share * run.length + run.up.y * rise);
      }
    }
  }
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/** Every `{{…}}` of a line; a `{{` without `}}` before the next `{{` or the line's end is unclosed. */
function tagsOfLine(text: string): { from: number; to: number; closed: boolean }[] {
  const found: { from: number; to: number; closed: boolean }[] = [];
  let position = 0;
  for (;;) {
    const from = text.indexOf('{{', position);
    if (from < 0) return found;
    const close = text.indexOf('}}', from + 2);
    const nextOpen = text.indexOf('{{', from + 2);
    if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
      const end = nextOpen >= 0 ? nextOpen : text.length;
      found.push({ from, to: end - 1, closed: false });
      position = end;
    } else {
      found.push({ from, to: close + 1, closed: true });
      position = close + 2;
    }
  }
}

function linesOf(runs: Run[]): Line[] {
  const lines: Line[] = [];
  let line: Line | null = null;
  let last: Run | null = null;
  for (const run of runs) {
    if (!line || !last || !continues(last, run)) lines.push((line = { text: '', at: [] }));
    line.text += run.str;
    for (let index = 0; index < run.str.length; index++) line.at.push({ run, index });
    last = run;
  }
  return lines;
}

/**
 * Finds the text tags on every page of a PDF (`{{Signature;role=Client}}`, see docs/text-tags.md),
 * each with its field's box; tags that cannot be used are listed as problems, never dropped.
 * A tag must be on one line, but may be drawn in several pieces (pdf.js often splits a line).
 */
export async function findTextTags(pdf: Uint8Array): Promise<TextTagScan> {
  // pdf.js takes over the buffer it is given (the caller keeps its own) and refuses a Buffer.
  const task = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, verbosity: VerbosityLevel.ERRORS });
  const tags: TextTag[] = [];
  const problems: TextTagProblem[] = [];
  const widths = await helveticaWidths();
  try {
    const doc = await task.promise;
    for (let page = 1; page <= doc.numPages; page++) {
      const pdfPage = await doc.getPage(page);
      const viewport = pdfPage.getViewport({ scale: 1 });
      const size = { width: viewport.width, height: viewport.height };
      const content = await pdfPage.getTextContent();
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const run = runOf(item, viewport.transform as Matrix);
        if (run) runs.push(run);
      }
      for (const line of linesOf(runs)) {
        for (const found of tagsOfLine(line.text)) {
          const raw = line.text.slice(found.from, found.to + 1).trim();
          if (!found.closed) {
            problems.push({ kind: 'unclosed', tag: raw, page, detail: 'the tag has no closing }} on its line' });
            continue;
          }
          const parsed = parseTextTag(raw);
          if ('problem' in parsed) {
            problems.push({ kind: parsed.problem, tag: raw, page, detail: parsed.detail });
            continue;
          }
          const { spec } = parsed;
          const placed = tagFieldBox(spec.type, boxOf(line, found.from, found.to, widths), size, {
            ...(spec.width !== undefined ? { width: spec.width } : {}),
            ...(spec.height !== undefined ? { height: spec.height } : {}),
            ...(spec.options ? { optionCount: spec.options.length } : {}),
          });
          tags.push({
            raw,
            type: spec.type,
            role: spec.role,
            name: spec.name,
            required: spec.required,
            ...(spec.options ? { options: spec.options } : {}),
            page,
            box: placed.box,
            ...(placed.optionBoxes ? { optionBoxes: placed.optionBoxes } : {}),
          });
        }
      }
      pdfPage.cleanup();
    }
  } finally {
    await task.destroy();
  }
  return { tags, problems };
}
