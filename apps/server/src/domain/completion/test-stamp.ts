import { rgb, type PDFDocument } from 'pdf-lib';
import type { Locale } from '@signet/contracts';
import type { FallbackFonts } from '../../pdf/fallback-fonts.js';

/** The words across a test agreement's sealed pages (issue 38), in the certificate's language. */
export const TEST_STAMP_TEXT: Record<Locale, string> = {
  'en-US': 'TEST — not legally binding',
  'zh-CN': 'TEST 测试文件 — 不具法律效力',
};

const SIZE = 11;
const MARGIN = 14;
const RED = rgb(0.78, 0.1, 0.1);

/**
 * Stamps every page of the drawn final document, the certificate's too, with TEST_STAMP_TEXT at
 * the top, centred in the visible box. Drawn in the same pdf-lib pass as the fields and the
 * certificate: the seal that follows signs it, so it cannot be removed without breaking the seal.
 * The fonts must have been embedded with the text in their corpus.
 */
export function stampTestPages(doc: PDFDocument, fonts: FallbackFonts, locale: Locale): void {
  const text = TEST_STAMP_TEXT[locale];
  const width = fonts.width(text, SIZE);
  for (const page of doc.getPages()) {
    const box = page.getCropBox();
    fonts.draw(page, text, { x: box.x + Math.max(MARGIN, (box.width - width) / 2), y: box.y + box.height - MARGIN - SIZE, size: SIZE, color: RED });
  }
}
