import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { FallbackFonts } from './fallback-fonts.js';
import { wrapParagraph } from './wrap-text.js';

/** One block of the certificate, top to bottom. */
export type CertificateBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  /** A label and its value on one line (the value wraps under itself). */
  | { kind: 'pair'; label: string; value: string }
  | { kind: 'gap' };

/** Every character the blocks draw, so the fonts can be subset to them. */
export function certificateText(blocks: readonly CertificateBlock[]): string {
  return blocks.map((block) => (block.kind === 'pair' ? block.label + block.value : block.kind === 'gap' ? '' : block.text)).join('');
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const LABEL_WIDTH = 130;
const STYLE = {
  title: { size: 16, lead: 24 },
  heading: { size: 11.5, lead: 18 },
  text: { size: 8.5, lead: 11.5 },
} as const;
const GREY = rgb(0.35, 0.35, 0.35);

/**
 * Appends the audit certificate: A4 pages of titled sections, wrapped to the page,
 * with the footer (e.g. the verification link and page numbers) on every page.
 */
export function drawCertificate(doc: PDFDocument, blocks: readonly CertificateBlock[], fonts: FallbackFonts, footer: (page: number, pages: number) => string): void {
  const pages: PDFPage[] = [];
  let page = doc.addPage([A4.width, A4.height]);
  pages.push(page);
  let y = A4.height - MARGIN;
  const need = (height: number) => {
    if (y - height >= MARGIN + 20) return;
    page = doc.addPage([A4.width, A4.height]);
    pages.push(page);
    y = A4.height - MARGIN;
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
    else {
      const valueLines = block.value.split('\n').flatMap((line) => wrapParagraph(line, full - LABEL_WIDTH, (part) => fonts.width(part, STYLE.text.size)));
      need(STYLE.text.lead);
      const top = y;
      write(block.label, MARGIN, LABEL_WIDTH - 6, STYLE.text);
      const afterLabel = y;
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
