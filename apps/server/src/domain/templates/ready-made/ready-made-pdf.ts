import { PDFDocument, rgb } from 'pdf-lib';
import type { FieldType } from '@signet/contracts';
import { FallbackFonts } from '../../../pdf/fallback-fonts.js';
import { textToPdf } from '../../../pdf/text-to-pdf.js';
import type { PageSize } from '../../../db/schema/index.js';
import type { ReadyMadeText } from './catalogue.js';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56.69;
const GREY = rgb(0.35, 0.35, 0.35);
const LINE = rgb(0.75, 0.75, 0.75);

/** A field of the ready-made document: whose (role index), where (fractions of the page, top left), what. */
export interface ReadyMadeField {
  roleIndex: number;
  page: number;
  type: FieldType;
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
  readOnly: boolean;
}

export interface ReadyMadePdf {
  bytes: Uint8Array;
  pageSizes: PageSize[];
  fields: ReadyMadeField[];
}

/**
 * A ready-made template as a real PDF: the text laid out by the same converter as
 * uploaded text files (Noto fonts, any of our scripts), then a signature page drawn with
 * pdf-lib: the details the sender fills in, and for each role its name, a signature box,
 * name and date. The fields sit exactly on the boxes drawn.
 */
export async function buildReadyMadePdf(text: ReadyMadeText): Promise<ReadyMadePdf> {
  const body = await textToPdf(text.body.join('\n'), { maxPages: 20 });
  const doc = await PDFDocument.load(body.pdf, { updateMetadata: false });
  const corpus = [text.signaturesHeading, ...text.details, ...text.roles.map((role) => role.roleName), ...Object.values(text.labels)].join('');
  const fonts = await FallbackFonts.embed(doc, corpus);
  const page = doc.addPage([A4.width, A4.height]);
  const pageNumber = doc.getPageCount();
  const fields: ReadyMadeField[] = [];
  // Drawing works from the bottom; fields are placed from the top: `top` is distance from the top edge.
  const label = (value: string, x: number, top: number, size = 10, color = GREY) => fonts.draw(page, value, { x, y: A4.height - top - size, size, color });
  const box = (x: number, top: number, width: number, height: number) =>
    page.drawRectangle({ x, y: A4.height - top - height, width, height, borderColor: LINE, borderWidth: 0.8 });
  const field = (roleIndex: number, type: FieldType, x: number, top: number, width: number, height: number, fieldLabel = '', readOnly = false) => {
    box(x, top, width, height);
    fields.push({ roleIndex, page: pageNumber, type, x: x / A4.width, y: top / A4.height, width: width / A4.width, height: height / A4.height, label: fieldLabel, readOnly });
  };

  label(text.signaturesHeading, MARGIN, MARGIN, 16, rgb(0, 0, 0));
  let top = MARGIN + 40;
  for (const detail of text.details) {
    label(detail, MARGIN, top + 6);
    field(0, 'text', MARGIN + 140, top, A4.width - 2 * MARGIN - 140, 24, detail, true);
    top += 34;
  }
  top += 16;
  for (const [index, role] of text.roles.entries()) {
    label(role.roleName, MARGIN, top, 12, rgb(0, 0, 0));
    label(text.labels.signature, MARGIN, top + 22, 9);
    field(index, 'signature', MARGIN, top + 36, 230, 64);
    label(text.labels.name, MARGIN + 260, top + 22, 9);
    field(index, 'name', MARGIN + 260, top + 36, 220, 26);
    label(text.labels.date, MARGIN + 260, top + 68, 9);
    field(index, 'date_signed', MARGIN + 260, top + 82, 220, 20);
    top += 140;
  }
  // Fixed metadata, so the same text always gives the same bytes (and the same stored file).
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  doc.setProducer('Signet');
  doc.setCreator('Signet ready-made templates');
  doc.setTitle(text.name);
  return { bytes: await doc.save(), pageSizes: [...body.pageSizes, { ...A4 }], fields };
}
