import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AppError, ErrorCode } from '@signet/contracts';
import { degrees, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FallbackFonts } from '../../pdf/fallback-fonts.js';
import { textToPdf } from '../../pdf/text-to-pdf.js';
import { SAMPLE_TAGS, textTagSamplePdf } from '../../../scripts/text-tag-sample.js';
import { findTextTags } from './find-text-tags.js';
import { hideTextTags } from './hide-text-tags.js';

const run = promisify(execFile);
let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'text-tags-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

interface Word {
  text: string;
  xMin: number;
  yMin: number;
}

/** What poppler reads from the PDF: its text and each word's place (points, origin top left). */
async function poppler(pdf: Uint8Array, name: string): Promise<{ text: string; words: Word[] }> {
  const file = join(folder, `${name}.pdf`);
  await writeFile(file, pdf);
  const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
  const { stdout: html } = await run('pdftotext', ['-bbox', file, '-']);
  const words = [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((match) => ({
    text: match[3] ?? '',
    xMin: Number(match[1]),
    yMin: Number(match[2]),
  }));
  return { text, words };
}

const wordAt = (words: Word[], text: string) => {
  const word = words.find((candidate) => candidate.text === text);
  if (!word) throw new Error(`no word "${text}" in ${words.map((candidate) => candidate.text).join(' ')}`);
  return word;
};

/** A letter-size page drawn with pdf-lib's Helvetica: two tags on one line with words around them, one tag drawn in two pieces. */
async function helveticaPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText('Client signs here: {{Signature;role=Client}} after the tag', { x: 72, y: 700, size: 11, font });
  // One tag in two drawText calls on one line, as an editor that changes style mid-word writes it.
  const left = '{{Text;role=Client;';
  page.drawText(`Company ${left}`, { x: 72, y: 650, size: 11, font });
  page.drawText('name=Company;required}} Ltd.', { x: 72 + font.widthOfTextAtSize(`Company ${left}`, 11), y: 650, size: 11, font });
  const second = doc.addPage([612, 792]);
  second.drawText('Dated {{Date;role=Provider}} by Provider', { x: 72, y: 400, size: 11, font });
  second.drawText('Broken {{Sign;role=Client and {{Color;role=Client}} and {{Text;colour=red;role=1}}', { x: 72, y: 300, size: 11, font });
  return doc.save();
}

/** An A4 page in Noto Sans SC embedded as a TrueType font (Identity-H), the server's own text fonts. */
async function notoPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const lines = ['甲方签字 {{Signature;role=Client}} 日期 {{Date;role=Client}} end', 'Initials: {{Initials;role=2}} done'];
  const fonts = await FallbackFonts.embed(doc, lines.join(''));
  const page = doc.addPage([595.28, 841.89]);
  fonts.draw(page, lines[0] ?? '', { x: 60, y: 500, size: 12 });
  fonts.draw(page, lines[1] ?? '', { x: 60, y: 450, size: 12 });
  return doc.save();
}

describe('text tags in a pdf-lib document with a standard font', () => {
  it('finds each tag with its type, role, page and a box where it was drawn', async () => {
    const scan = await findTextTags(await helveticaPdf());
    expect(scan.tags.map(({ raw, type, role, name, required, page }) => ({ raw, type, role, name, required, page }))).toEqual([
      { raw: '{{Signature;role=Client}}', type: 'signature', role: 'Client', name: null, required: true, page: 1 },
      { raw: '{{Text;role=Client;name=Company;required}}', type: 'text', role: 'Client', name: 'Company', required: true, page: 1 },
      { raw: '{{Date;role=Provider}}', type: 'date_signed', role: 'Provider', name: null, required: true, page: 2 },
    ]);
    const [signature, text] = scan.tags;
    // The tag starts after "Client signs here: " (x = 72 plus its width); the baseline is 92 points from the top.
    const helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const within = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(1.5);
    within((signature?.box.x ?? 0) * 612, 72 + helvetica.widthOfTextAtSize('Client signs here: ', 11));
    // A signature box is at least 36 points high, its bottom just under the baseline.
    expect((signature?.box.height ?? 0) * 792).toBeGreaterThanOrEqual(36);
    expect(((signature?.box.y ?? 0) + (signature?.box.height ?? 0)) * 792).toBeCloseTo(92 + 2.2, 0);
    // The split tag spans both pieces, from after "Company " to before " Ltd.".
    within((text?.box.x ?? 0) * 612, 72 + helvetica.widthOfTextAtSize('Company ', 11));
    within((text?.box.width ?? 0) * 612, helvetica.widthOfTextAtSize('{{Text;role=Client;name=Company;required}}', 11));
  });

  it('lists malformed tags as problems naming the tag and its page', async () => {
    // As read from storage: a Buffer, which pdf.js itself refuses.
    const { problems } = await findTextTags(Buffer.from(await helveticaPdf()));
    expect(problems.map(({ kind, tag, page }) => ({ kind, tag, page }))).toEqual([
      { kind: 'unclosed', tag: '{{Sign;role=Client and', page: 2 },
      { kind: 'unknown_type', tag: '{{Color;role=Client}}', page: 2 },
      { kind: 'unknown_option', tag: '{{Text;colour=red;role=1}}', page: 2 },
    ]);
  });

  it('hides the tags so no text extraction finds them, and leaves every other word where it was', async () => {
    const pdf = await helveticaPdf();
    const { tags } = await findTextTags(pdf);
    const before = await poppler(pdf, 'helvetica-before');
    const after = await poppler(await hideTextTags(pdf, tags), 'helvetica-after');
    expect(before.text).toContain('{{Signature;role=Client}}');
    for (const tag of tags) expect(after.text).not.toContain(tag.raw);
    expect(after.text).not.toContain('role=Provider');
    expect(after.text).toContain('Client signs here:');
    expect(after.text).toContain('by Provider');
    for (const word of ['after', 'Ltd.', 'Provider']) {
      expect(wordAt(after.words, word).xMin).toBeCloseTo(wordAt(before.words, word).xMin, 1);
      expect(wordAt(after.words, word).yMin).toBeCloseTo(wordAt(before.words, word).yMin, 1);
    }
    // Only the tags that were asked for: the malformed ones on page 2 stay.
    expect(after.text).toContain('{{Color;role=Client}}');
  });
});

describe('text tags in a document with an embedded TrueType font (Identity-H)', () => {
  it('finds and hides them, the words after each tag staying in place', async () => {
    const pdf = await notoPdf();
    const { tags, problems } = await findTextTags(pdf);
    expect(problems).toEqual([]);
    expect(tags.map(({ type, role }) => `${type}:${role}`)).toEqual(['signature:Client', 'date_signed:Client', 'initials:2']);
    const initials = tags[2];
    expect((initials?.box.x ?? 0) * 595.28).toBeGreaterThan(60 + 40);
    expect((initials?.box.y ?? 0) + (initials?.box.height ?? 0)).toBeCloseTo((841.89 - 450 + 12 * 0.2) / 841.89, 2);

    const before = await poppler(pdf, 'noto-before');
    const after = await poppler(await hideTextTags(pdf, tags), 'noto-after');
    expect(after.text).not.toContain('{{');
    expect(after.text).toContain('甲方签字');
    for (const word of ['end', 'done', '日期']) expect(wordAt(after.words, word).xMin).toBeCloseTo(wordAt(before.words, word).xMin, 1);
  });
});

describe('text tags in an uploaded .txt file', () => {
  it('survive the conversion to PDF, are found on their page and hidden', async () => {
    const text = ['Service agreement', '', 'Client: {{Name;role=Client;name=client_name}} (print)', 'Signed {{Signature;role=Client}} on {{Date;role=Client}}', '\fProvider {{Signature;role=Provider}} seal {{Seal;role=Provider}}'].join('\n');
    const { pdf } = await textToPdf(text, { maxPages: 5 });
    const { tags, problems } = await findTextTags(pdf);
    expect(problems).toEqual([]);
    expect(tags.map(({ type, role, page }) => `${page}:${type}:${role}`)).toEqual(['1:name:Client', '1:signature:Client', '1:date_signed:Client', '2:signature:Provider', '2:company_seal:Provider']);
    // 20 mm margin: the name tag follows "Client: " on the third line.
    expect((tags[0]?.box.x ?? 0) * 595.28).toBeGreaterThan(56.69 + 30);
    // A seal is at least 100 points square.
    expect(tags[4]?.box.height).toBeCloseTo(100 / 841.89, 5);
    expect((tags[4]?.box.width ?? 0) * 595.28).toBeGreaterThanOrEqual(100);

    const before = await poppler(pdf, 'text-before');
    const after = await poppler(await hideTextTags(pdf, tags), 'text-after');
    expect(after.text).not.toMatch(/\{\{|\}\}|role=/);
    for (const word of ['(print)', 'on', 'seal']) expect(wordAt(after.words, word).xMin).toBeCloseTo(wordAt(before.words, word).xMin, 1);
  });
});

/**
 * Content as other writers make it: a TJ array with kerning inside the tag, character and word
 * spacing, the ' and " operators, and a stream cut in two.
 */
async function handWrittenPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.node.setFontDictionary(PDFName.of('F1'), font.ref);
  const parts = [
    'BT /F1 12 Tf 0.5 Tc 2 Tw 14 TL 72 700 Td [(Sign: {{Sig)-120(nature;role=Client}} )30(tail)] TJ',
    "(Initials {{Initials;role=Client}} mid) ' 3 0.2 (Dated {{Date;role=Client}} last) \" ET",
  ];
  page.node.set(PDFName.of('Contents'), doc.context.obj(parts.map((part) => doc.context.register(doc.context.flateStream(part)))));
  return doc.save();
}

describe('text tags in hand-written content (TJ kerning, spacing, quote operators)', () => {
  it('finds the tags and hides them without moving the words after them', async () => {
    const pdf = await handWrittenPdf();
    const { tags, problems } = await findTextTags(pdf);
    expect(problems).toEqual([]);
    expect(tags.map((tag) => tag.type)).toEqual(['signature', 'initials', 'date_signed']);
    const before = await poppler(pdf, 'hand-before');
    const after = await poppler(await hideTextTags(pdf, tags), 'hand-after');
    expect(after.text).not.toMatch(/\{\{|\}\}|role=/);
    for (const word of ['tail', 'mid', 'last', 'Dated']) {
      expect(wordAt(after.words, word).xMin).toBeCloseTo(wordAt(before.words, word).xMin, 1);
      expect(wordAt(after.words, word).yMin).toBeCloseTo(wordAt(before.words, word).yMin, 1);
    }
  });
});

describe('text tags inside a form XObject (a page placed with pdf-lib’s embedPage, as PDF merging tools do)', () => {
  it('are found and hidden in the form, the words after them staying in place', async () => {
    const source = await PDFDocument.load(await helveticaPdf());
    const doc = await PDFDocument.create();
    const [embedded] = await doc.embedPdf(source, [0]);
    if (!embedded) throw new Error('no page embedded');
    doc.addPage([612, 792]).drawPage(embedded, { x: 0, y: 0 });
    const pdf = await doc.save();
    const { tags } = await findTextTags(pdf);
    expect(tags.map((tag) => tag.type)).toEqual(['signature', 'text']);
    const before = await poppler(pdf, 'form-before');
    const after = await poppler(await hideTextTags(pdf, tags), 'form-after');
    expect(after.text).not.toMatch(/\{\{|\}\}|role=/);
    for (const word of ['after', 'Ltd.']) expect(wordAt(after.words, word).xMin).toBeCloseTo(wordAt(before.words, word).xMin, 1);
  });
});

describe('text tags on a turned page', () => {
  it('gives the box on the page as displayed, /Rotate applied', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    page.setRotation(degrees(90));
    // Drawn a quarter turn anticlockwise, so it reads upright once the viewer turns the page clockwise.
    page.drawText('{{Initials;role=Client}} ok', { x: 300, y: 100, size: 10, font, rotate: degrees(90) });
    const { tags } = await findTextTags(await doc.save());
    const box = tags[0]?.box;
    // Displayed 792 wide and 612 high: the text starts 100 points from the left, its baseline 300 from the top.
    expect((box?.x ?? 0) * 792).toBeCloseTo(100, 0);
    expect(((box?.y ?? 0) + (box?.height ?? 0)) * 612).toBeCloseTo(302, 0);
    expect((box?.height ?? 0) * 612).toBeCloseTo(30, 0);
  });
});

describe('text tags in a PDF printed by Chromium (Skia: subset TrueType fonts, Identity-H)', () => {
  it('finds tags split across styled spans and hides them, the words after them staying in place', async () => {
    const html = join(folder, 'contract.html');
    await writeFile(
      html,
      `<body style="font: 14px sans-serif"><p>Client signature: <b>{{Signature;role=Client}}</b> after words</p>
      <p>Company: <span style="color:#333">{{Text;</span>role=Client;name=Company}} trailing</p>
      <p style="font-family: serif">Date {{Date;role=Provider}} end</p></body>`,
    );
    const file = join(folder, 'chromium.pdf');
    // The full Chromium the browser tests use (scripts/test.sh installs it).
    await run('/usr/bin/chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', `--print-to-pdf=${file}`, `file://${html}`]);
    const pdf = await readFile(file);
    const { tags, problems } = await findTextTags(pdf);
    expect(problems).toEqual([]);
    expect(tags.map((tag) => tag.raw)).toEqual(['{{Signature;role=Client}}', '{{Text;role=Client;name=Company}}', '{{Date;role=Provider}}']);
    const before = await poppler(pdf, 'chromium-before');
    const after = await poppler(await hideTextTags(pdf, tags), 'chromium-after');
    expect(after.text).not.toMatch(/\{\{|\}\}|role=/);
    for (const word of ['after', 'trailing', 'end']) expect(wordAt(after.words, word).xMin).toBeCloseTo(wordAt(before.words, word).xMin, 1);
  });
});

describe('the sample document of docs/text-tags.md', () => {
  it('has tags for Client and Provider, all found without problems and all hidden', async () => {
    const pdf = await textTagSamplePdf();
    const { tags, problems } = await findTextTags(pdf);
    expect(problems).toEqual([]);
    expect(tags.map((tag) => tag.raw)).toEqual([...SAMPLE_TAGS]);
    expect(new Set(tags.map((tag) => tag.role))).toEqual(new Set(['Client', 'Provider']));
    const after = await poppler(await hideTextTags(pdf, tags), 'sample-after');
    expect(after.text).not.toMatch(/\{\{|\}\}|role=/);
    expect(after.text).toContain('Service agreement');
  });
});

describe('hideTextTags', () => {
  it('refuses a tag it cannot find, naming the tag and its page (TextTagNotHidden)', async () => {
    const pdf = await helveticaPdf();
    const error = await hideTextTags(pdf, [{ raw: '{{Signature;role=Nobody}}', page: 1 }]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: ErrorCode.TextTagNotHidden, data: { tag: '{{Signature;role=Nobody}}', page: 1 } });
  });
});
