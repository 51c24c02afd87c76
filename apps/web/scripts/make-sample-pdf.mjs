// Writes public/samples/sample.pdf: a small multi-page PDF for the viewer's test pages.
// Written by hand (no library) so it can use what generators avoid: a standard font
// that is not embedded (pdf.js fetches standard_fonts) and Chinese text in the
// Adobe-GB1 STSong-Light font with the UniGB-UCS2-H encoding (pdf.js fetches the CJK
// cmap). Run: node apps/web/scripts/make-sample-pdf.mjs
import { writeFileSync } from 'node:fs';

const PAGES = [
  { w: 612, h: 792, title: 'Signet sample agreement', zh: '电子签名示例协议' },
  { w: 612, h: 792, title: 'Terms and conditions', zh: '条款与条件：双方同意以下内容。' },
  { w: 595, h: 842, title: 'A4 page', zh: '这是一页 A4 纸张。' },
  { w: 792, h: 612, title: 'Landscape page', zh: '横向页面' },
  { w: 612, h: 792, title: 'Payment schedule', zh: '付款计划表' },
  { w: 612, h: 792, title: 'Confidentiality', zh: '保密条款' },
  { w: 612, h: 792, title: 'Signatures', zh: '签署方：甲方、乙方' },
  { w: 612, h: 792, title: 'Appendix', zh: '附录：中文、English 混合文本' },
];

const ucs2Hex = (text) => [...text].map((ch) => ch.codePointAt(0).toString(16).padStart(4, '0')).join('').toUpperCase();
const esc = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);

function content(page, index) {
  const n = index + 1;
  const lines = [
    `0.96 0.45 0.13 rg 0 ${page.h - 12} ${page.w} 12 re f`,
    `0.2 g BT /F1 26 Tf 56 ${page.h - 80} Td (${esc(page.title)}) Tj ET`,
    `BT /F2 20 Tf 56 ${page.h - 116} Td <${ucs2Hex(page.zh)}> Tj ET`,
    `0.35 g BT /F1 11 Tf 56 ${page.h - 150} Td 15 TL`,
  ];
  for (let i = 0; i < 18; i++) lines.push(`(Clause ${n}.${i + 1}: The parties agree that this sample text wraps nowhere and only fills the page.) '`);
  lines.push('ET');
  lines.push(`0.8 g 56 90 ${page.w - 112} 1 re f`);
  lines.push(`0.4 g BT /F1 10 Tf 56 70 Td (Page ${n} of ${PAGES.length}) Tj ET`);
  lines.push(`BT /F2 10 Tf ${page.w - 140} 70 Td <${ucs2Hex(`第 ${n} 页`)}> Tj ET`);
  return lines.join('\n');
}

const objects = [];
const add = (body) => objects.push(body) && objects.length;

const catalog = add('');
const pagesObj = add('');
const helvetica = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
const descriptor = add(
  '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
);
const cidFont = add(
  `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor ${descriptor} 0 R /DW 1000 >>`,
);
const song = add(`<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`);

const kids = PAGES.map((page, index) => {
  const stream = content(page, index);
  const contents = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  return add(
    `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${page.w} ${page.h}] /Contents ${contents} 0 R /Resources << /Font << /F1 ${helvetica} 0 R /F2 ${song} 0 R >> >> >>`,
  );
});
objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(out, 'latin1'));
  out += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(out, 'latin1');
out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info << /Title (Signet sample) >> >>\nstartxref\n${xref}\n%%EOF\n`;

const target = new URL('../public/samples/sample.pdf', import.meta.url);
writeFileSync(target, Buffer.from(out, 'latin1'));
console.log(`wrote ${target.pathname} (${PAGES.length} pages, ${Buffer.byteLength(out, 'latin1')} bytes)`);
