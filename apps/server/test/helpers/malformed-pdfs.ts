import { PDFArray, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { makeOwnerPasswordPdf } from './sample-files.js';

/** A one-page PDF with some text, changed by `mutate` before it is saved. */
async function mutatedPdf(mutate: (doc: PDFDocument) => void): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText('An unusual but readable contract', { x: 60, y: 760, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  mutate(doc);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** Page /Contents is a dictionary, not a stream: pdf.js shows the page, pdf-lib's stamping threw "Contents.push is not a function". */
export const makeContentsDictPdf = () => mutatedPdf((doc) => doc.getPage(0).node.set(PDFName.of('Contents'), doc.context.obj({ Foo: 1 })));

/** A page /Rotate that is a string: pdf.js ignores it, pdf-lib cannot read the page's rotation. */
export const makeRotateStringPdf = () => mutatedPdf((doc) => doc.getPage(0).node.set(PDFName.of('Rotate'), PDFString.of('sideways')));

/** An owner-password PDF whose encryption dictionary has a /P that is not a number: pdf.js opens it, qpdf cannot decrypt it. */
export async function makeBrokenEncryptionPdf(): Promise<Buffer> {
  const text = (await makeOwnerPasswordPdf()).toString('latin1');
  return Buffer.from(text.replace(/\/P -?\d+/, (entry) => '/P abc'.padEnd(entry.length, ' ')), 'latin1');
}

/** A page tree whose /Kids lists the tree itself: pdf.js skips the loop; pdf-lib recurses forever and qpdf cannot rewrite it. */
export const makePageTreeLoopPdf = () =>
  mutatedPdf((doc) => {
    const pages = doc.catalog.get(PDFName.of('Pages'));
    const tree = doc.catalog.Pages();
    const kids = tree.lookup(PDFName.of('Kids'), PDFArray);
    if (pages) kids.push(pages);
  });
