import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** The tags the sample carries, in reading order: what findTextTags should find in it. */
export const SAMPLE_TAGS = [
  '{{Text;role=Client;name=client_company;required}}',
  '{{Email;role=Client;name=client_email}}',
  '{{Dropdown;role=Client;name=plan;options=Basic|Standard|Premium;required}}',
  '{{DateField;role=Provider;name=start_date;required}}',
  '{{Checkbox;role=Client;name=accept_terms;required}}',
  '{{Signature;role=Client}}',
  '{{Date;role=Client}}',
  '{{Signature;role=Provider}}',
  '{{Date;role=Provider}}',
  '{{Initials;role=Provider}}',
] as const;

/**
 * A one-page A4 service agreement with text tags for two roles, Client and Provider: the sample
 * document of docs/text-tags.md. Signature lines leave 40 points above them, as a signature box
 * grows upwards from its tag.
 */
export async function textTagSamplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Service agreement (text tag sample)');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 841.89]);
  const left = 64;
  let y = 770;
  const line = (text: string, options: { size?: number; gap?: number; bold?: boolean } = {}) => {
    page.drawText(text, { x: left, y, size: options.size ?? 11, font: options.bold ? bold : font, color: rgb(0.1, 0.1, 0.1) });
    y -= options.gap ?? 18;
  };
  line('Service agreement', { size: 20, gap: 30, bold: true });
  line('This agreement is made between the Client and the Provider named below.', { gap: 16 });
  line('The Provider delivers the services of the chosen plan from the start date; the Client pays', { gap: 16 });
  line('the monthly fee of that plan. Either party may end the agreement with 30 days’ notice.', { gap: 30 });
  line('1. The Client', { bold: true, gap: 22 });
  line(`Company: ${SAMPLE_TAGS[0]}`, { gap: 22 });
  line(`E-mail: ${SAMPLE_TAGS[1]}`, { gap: 22 });
  line(`Plan: ${SAMPLE_TAGS[2]}`, { gap: 30 });
  line('2. The Provider', { bold: true, gap: 22 });
  line(`Services start on ${SAMPLE_TAGS[3]}`, { gap: 30 });
  line(`The Client has read and accepts the terms above: ${SAMPLE_TAGS[4]}`, { gap: 60 });
  line(`Client: ${SAMPLE_TAGS[5]}    Date: ${SAMPLE_TAGS[6]}`, { gap: 60 });
  line(`Provider: ${SAMPLE_TAGS[7]}    Date: ${SAMPLE_TAGS[8]}`, { gap: 40 });
  page.drawText(`Provider’s initials: ${SAMPLE_TAGS[9]}`, { x: left, y: 60, size: 9, font, color: rgb(0.35, 0.35, 0.35) });
  return doc.save();
}
