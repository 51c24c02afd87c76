/**
 * The server half of the signer-page bench (e2e/bench/signer-page-bench.ts), in a process of its
 * own as a real server is: the app on PGlite in memory with the built web app, a sender on the
 * Individual plan, a 100- and a 500-page text contract each sent to one signer. Prints the signers'
 * links as one JSON line, then serves until it is killed.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { defaultWebRoot } from '../../apps/server/src/http/web-app.js';
import { createAgreement, saveFields, sendAgreement, signatureField, signer } from '../../apps/server/test/helpers/agreements.js';
import { buildTestApp } from '../../apps/server/test/helpers/app.js';
import { signInOnPlan, upload } from '../../apps/server/test/helpers/drive.js';
import { latestLink } from '../../apps/server/test/helpers/signing.js';
import { pageImageKey } from '../../apps/server/src/domain/page-images/ensure-page-image.js';
import { PAGE_IMAGE_WIDTHS } from '@signet/contracts';

/** One agreement per page count (issue 37 measures 100 and 500). */
const PAGE_COUNTS = (process.env.BENCH_PAGES ?? '100,500').split(',').map(Number);

/** A text contract of `pages` pages, as a long agreement really is (not scanned images). */
async function longContract(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const line = 'The parties agree to the terms set out in this section and in the schedules attached. ';
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Section ${n}`, { x: 72, y: 770, size: 16, font });
    for (let row = 0; row < 40; row++) page.drawText(`${row + 1}. ${line}`.slice(0, 95), { x: 72, y: 740 - row * 16, size: 10, font });
  }
  return Buffer.from(await doc.save());
}

// The page images' jobs run, as a real server's worker runs them: page 1 is drawn at upload.
const t = await buildTestApp('pglite', { webRoot: defaultWebRoot, pageImages: true });
const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
const me = await signInOnPlan(t, 'individual');
/** A contract of `pages` pages sent to one signer, once its page 1 images are stored: the signer's link. */
async function sendContract(pages: number) {
  const pdf = await longContract(pages);
  const uploaded = await upload(t, me.token, 'Master agreement.pdf', pdf);
  if (uploaded.code !== 200) throw new Error(`upload: ${uploaded.code} ${uploaded.msg}`);
  const ann = signer('Ann Lee');
  const draft = (await createAgreement(t, me.token, { documents: [{ documentId: uploaded.result.id }], recipients: [ann] })).result;
  const [document] = draft.documents;
  const [recipient] = draft.recipients;
  if (!document || !recipient) throw new Error('no document or recipient');
  const ready = (await saveFields(t, me.token, draft.id, { revision: draft.revision, fields: [signatureField(recipient.id, document.id)] })).result;
  const sent = await sendAgreement(t, me.token, ready.id, ready.revision);
  if (sent.code !== 200) throw new Error(`send: ${sent.code} ${sent.msg}`);
  const mailed = await latestLink(t, ann.email);
  // Page 1 is drawn by the upload's job, as on a real server: the bench starts once it is stored.
  for (const width of PAGE_IMAGE_WIDTHS) {
    while (!(await t.deps.files.exists(pageImageKey(uploaded.result.pdf.sha256, 1, width)))) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { pages, link: `${base}/sign/start/${mailed.recipientId}/noticeView/${mailed.noticeId}?t=${mailed.token}`, pdfBytes: pdf.length };
}

const links = [];
for (const pages of PAGE_COUNTS) links.push(await sendContract(pages));
console.log(JSON.stringify({ links }));
