import { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, rgb, type PDFDocument, type PDFPage, type PDFRef } from 'pdf-lib';
import type { FallbackFonts } from './fallback-fonts.js';
import { wrapParagraph } from './wrap-text.js';

/** One block of the certificate, top to bottom. */
export type CertificateBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  /** A label and its value on one line (the value wraps under itself). */
  | { kind: 'pair'; label: string; value: string; thumbnail?: Thumbnail }
  /** Rows under a header; each column gets its share of the width, and cells wrap within it. */
  | { kind: 'table'; columns: readonly { label: string; share: number }[]; rows: readonly (readonly string[])[] }
  | { kind: 'gap' };

/** A small picture under a pair's label (a company seal's face, issue 34): a Form XObject of the document. */
export interface Thumbnail {
  ref: PDFRef;
  widthPt: number;
  heightPt: number;
}

const THUMBNAIL_PT = 56;

/** Every character the blocks draw, so the fonts can be subset to them. */
export function certificateText(blocks: readonly CertificateBlock[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'pair') return block.label + block.value;
      if (block.kind === 'table') return block.columns.map((column) => column.label).join('') + block.rows.flat().join('');
      return block.kind === 'gap' ? '' : block.text;
    })
    .join('');
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const LABEL_WIDTH = 130;
const STYLE = {
  title: { size: 16, lead: 24 },
  heading: { size: 11.5, lead: 18 },
  text: { size: 8.5, lead: 11.5 },
  cell: { size: 7.5, lead: 9.5 },
} as const;
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.85, 0.85, 0.85);
const CELL_GAP = 6;

/**
 * Appends the audit certificate: A4 pages of titled sections, wrapped to the page,
 * with the footer (e.g. the verification link and page numbers) on every page.
 */
export function drawCertificate(doc: PDFDocument, blocks: readonly CertificateBlock[], fonts: FallbackFonts, footer: (page: number, pages: number) => string): void {
  const pages: PDFPage[] = [];
  let page = doc.addPage([A4.width, A4.height]);
  pages.push(page);
  let y = A4.height - MARGIN;
  const newPage = () => {
    page = doc.addPage([A4.width, A4.height]);
    pages.push(page);
    y = A4.height - MARGIN;
  };
  const need = (height: number) => {
    if (y - height < MARGIN + 20) newPage();
  };
  const write = (text: string, x: number, width: number, style: { size: number; lead: number }) => {
    const lines = text.split('\n').flatMap((line) => wrapParagraph(line, width, (part) => fonts.width(part, style.size)));
    for (const line of lines.length > 0 ? lines : ['']) {
      need(style.lead);
      y -= style.lead;
      fonts.draw(page, line, { x, y: y + (style.lead - style.size) / 2, size: style.size });
    }
  };
  const full = A4.width - 2 * MARGIN;
  for (const block of blocks) {
    if (block.kind === 'gap') y -= 8;
    else if (block.kind === 'title') write(block.text, MARGIN, full, STYLE.title);
    else if (block.kind === 'heading') {
      need(STYLE.heading.lead + 2 * STYLE.text.lead);
      y -= 6;
      write(block.text, MARGIN, full, STYLE.heading);
    } else if (block.kind === 'text') write(block.text, MARGIN, full, STYLE.text);
    else if (block.kind === 'table') {
      const total = block.columns.reduce((sum, column) => sum + column.share, 0);
      const widths = block.columns.map((column) => (full * column.share) / total);
      const xs = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
      const cellLines = (cells: readonly string[]) =>
        cells.map((cell, index) => cell.split('\n').flatMap((line) => wrapParagraph(line, (widths[index] ?? 0) - CELL_GAP, (part) => fonts.width(part, STYLE.cell.size))));
      const drawRow = (cells: readonly string[], color = rgb(0, 0, 0)) => {
        const lines = cellLines(cells);
        const height = Math.max(1, ...lines.map((cell) => cell.length)) * STYLE.cell.lead + 3;
        lines.forEach((cell, index) =>
          cell.forEach((line, row) => fonts.draw(page, line, { x: xs[index] ?? MARGIN, y: y - (row + 1) * STYLE.cell.lead + 2, size: STYLE.cell.size, color })),
        );
        y -= height;
        page.drawLine({ start: { x: MARGIN, y: y + 1 }, end: { x: MARGIN + full, y: y + 1 }, thickness: 0.4, color: RULE });
        return height;
      };
      const header = block.columns.map((column) => column.label);
      const headerHeight = Math.max(...cellLines(header).map((cell) => cell.length)) * STYLE.cell.lead + 3;
      need(headerHeight + STYLE.cell.lead * 2);
      drawRow(header, GREY);
      for (const row of block.rows) {
        const rowHeight = Math.max(...cellLines(row).map((cell) => cell.length)) * STYLE.cell.lead + 3;
        // A table that runs on to a new page repeats its header there.
        if (y - rowHeight < MARGIN + 20) {
          newPage();
          drawRow(header, GREY);
        }
        drawRow(row);
      }
    } else {
      const valueLines = block.value.split('\n').flatMap((line) => wrapParagraph(line, full - LABEL_WIDTH, (part) => fonts.width(part, STYLE.text.size)));
      need(block.thumbnail ? THUMBNAIL_PT + 2 * STYLE.text.lead : STYLE.text.lead);
      const top = y;
      write(block.label, MARGIN, LABEL_WIDTH - 6, STYLE.text);
      if (block.thumbnail) drawThumbnail(page, block.thumbnail, MARGIN, y - 4);
      const afterLabel = block.thumbnail ? y - 8 - THUMBNAIL_PT : y;
      y = top;
      for (const line of valueLines.length > 0 ? valueLines : ['']) {
        need(STYLE.text.lead);
        y -= STYLE.text.lead;
        fonts.draw(page, line, { x: MARGIN + LABEL_WIDTH, y: y + (STYLE.text.lead - STYLE.text.size) / 2, size: STYLE.text.size });
      }
      y = Math.min(y, afterLabel);
    }
  }
  pages.forEach((certificatePage, index) => {
    fonts.draw(certificatePage, footer(index + 1, pages.length), { x: MARGIN, y: MARGIN - 15, size: 7.5, color: GREY });
  });
}

/** Scaled to fit THUMBNAIL_PT, its top at `top`. */
function drawThumbnail(page: PDFPage, thumbnail: Thumbnail, x: number, top: number): void {
  const scale = Math.min(1, THUMBNAIL_PT / Math.max(thumbnail.widthPt, thumbnail.heightPt));
  const name = page.node.newXObject('Thumb', thumbnail.ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, scale, x, top - thumbnail.heightPt * scale), drawObject(name), popGraphicsState());
}
