import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { onPdf, pdftotext } from '../../../test/helpers/completion.js';
import { FallbackFonts } from '../../pdf/fallback-fonts.js';
import { stampPage, type Stamp } from '../../pdf/stamp-fields.js';
import type { AgreementParts } from '../agreement-core/agreements-repository.js';
import { printedDate, printedPhone, stampOf } from './field-stamps.js';

type Field = AgreementParts['fields'][number];

/** A stored field as completion reads it, filled with `value`. */
const field = (type: Field['type'], value: string | null, extra: Partial<Field> = {}): Field =>
  ({ id: 1n, agreementId: 1n, recipientId: 7n, documentId: 1n, page: 1, type, x: 0.1, y: 0.1, width: 0.5, height: 0.05, value, imageKey: null, options: null, ...extra }) as Field;

describe('what each field kind prints in the sealed PDF (issue 36)', () => {
  it('writes a date in its reader’s language and a phone number grouped', () => {
    expect(printedDate('2026-11-29', 'en-US')).toBe('Nov 29, 2026');
    expect(printedDate('2026-11-29', 'zh-CN')).toBe('2026年11月29日');
    expect(printedPhone('+8613812345678')).toBe('+86 138 1234 5678');
    expect(printedPhone('+14155550100')).toBe('+1 415 555 0100');
  });

  it('draws nothing for an empty (or hidden, so stored empty) field, circles for a radio group, the file name for an attachment', () => {
    expect(stampOf(field('text', null), new Map())).toBeNull();
    const options = [
      { value: 'A', box: { x: 0.1, y: 0.1, width: 0.02, height: 0.02 } },
      { value: 'B', box: { x: 0.2, y: 0.1, width: 0.02, height: 0.02 } },
    ];
    expect(stampOf(field('radio', 'B', { options }), new Map())).toMatchObject({ kind: 'radio', chosen: 1, boxes: options.map((option) => option.box) });
    const context = { locale: 'en-US' as const, recipientLocales: new Map([[7n, 'zh-CN' as const]]), attachments: new Map([['42', { name: '营业执照.pdf' }]]) };
    expect(stampOf(field('attachment', '42'), new Map(), new Map(), context)).toMatchObject({ kind: 'text', text: '营业执照.pdf\n（详见证书）' });
    expect(stampOf(field('date', '2026-11-29'), new Map(), new Map(), context)).toMatchObject({ text: '2026年11月29日' });
  });

  it('prints Chinese text boxes on several lines within their box, readable back', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595.28, 841.89]);
    const lines = ['第一行：交付地点为上海市浦东新区', '第二行：付款方式为银行转账', 'Third line in English'];
    const stamps: Stamp[] = [
      { kind: 'text', text: lines.join('\n'), x: 0.1, y: 0.1, width: 0.5, height: 0.08 },
      { kind: 'text', text: '2026年11月29日', x: 0.1, y: 0.3, width: 0.3, height: 0.03 },
    ];
    const fonts = await FallbackFonts.embed(doc, stamps.map((stamp) => (stamp.kind === 'text' ? stamp.text : '')).join(''));
    await stampPage(doc, page, stamps, fonts, new Map());
    const pdf = Buffer.from(await doc.save());
    const text = await pdftotext(pdf);
    for (const line of [...lines, '2026年11月29日']) expect(text.replace(/[ \t]+/g, ' ')).toContain(line);
    if (process.env.KEEP_PNG) await onPdf(pdf, 'pdftoppm', (file) => ['-png', '-r', '80', '-f', '1', '-l', '1', file, process.env.KEEP_PNG!]);
  });
});
