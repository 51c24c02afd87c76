/** A tiny but well-formed one-page PDF, with a non-ASCII byte so an attachment's binary safety is tested. */
export function samplePdf(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n%'),
    Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x0a, 0x00, 0xff]),
    Buffer.from('\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n'),
    Buffer.from('3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  ]);
}
