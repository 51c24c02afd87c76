import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as contract from '@signet/contracts';
import { ErrorCode, LIMITS } from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementFields } from '../../db/schema/index.js';
import { saveFields, signatureField, signer, type FieldInput } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { answerOf, fetchFile, uniqueIp } from '../../../test/helpers/call-operation.js';
import { downloadFinal, onPdf, pdftotext, waitForSealing } from '../../../test/helpers/completion.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import { multipartBody, signInOnPlan } from '../../../test/helpers/drive.js';
import { makePdf } from '../../../test/helpers/sample-files.js';
import { consent, openLink, sentAgreement, signaturePng, signerView, SIGNER_UA, submit, type Sent } from '../../../test/helpers/signing.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A red ring on white paper, as a phone photographs a stamp. */
async function stampPhoto(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#fafafa"/><circle cx="100" cy="100" r="70" fill="none" stroke="#d01010" stroke-width="16"/></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

/** Issue 36: one field of every type filled, checked, kept and sealed legibly, with the attachment in the certificate. */
describe.each(databaseTargets())('every field type through completion on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const uploadAttachment = async (recipientId: bigint, signerToken: string, fieldId: bigint, fileName: string, bytes: Buffer) => {
    const body = multipartBody('file', fileName, bytes, { fieldId: fieldId.toString() });
    const res = await t.app.inject({
      method: 'POST',
      url: contract.uploadSignerAttachment.path.replace('{flowSignerId}', recipientId.toString()),
      remoteAddress: uniqueIp(),
      headers: { 'content-type': body.contentType, 'x-signer-token': signerToken, 'user-agent': SIGNER_UA },
      payload: body.payload,
    });
    return answerOf(contract.uploadSignerAttachment, res);
  };

  const radio = [
    { value: 'Small', box: { x: 0.55, y: 0.3, width: 0.03, height: 0.02 } },
    { value: 'Large', box: { x: 0.65, y: 0.3, width: 0.03, height: 0.02 } },
  ];

  const everyType = async (draft: Sent, token: string): Promise<Sent> => {
    const [ann, bo] = draft.recipients;
    const doc = draft.documents[0]!.id;
    const at = (type: FieldInput['type'], x: number, y: number, extra: Partial<FieldInput> = {}) =>
      signatureField(ann!.id, doc, { type, x, y, width: 0.35, height: 0.035, required: false, ...extra });
    const fields = [
      signatureField(ann!.id, doc, { x: 0.05, y: 0.02, height: 0.06 }),
      at('number', 0.05, 0.1, { key: 'amount', validation: { decimals: 2 } }),
      at('date', 0.05, 0.15),
      at('dropdown', 0.05, 0.2, { key: 'plan', options: [{ value: 'Basic' }, { value: 'Professional' }] }),
      at('radio', 0.55, 0.3, { width: 0.2, height: 0.02, options: radio, required: true }),
      at('phone', 0.05, 0.25),
      at('textarea', 0.05, 0.35, { height: 0.08 }),
      at('attachment', 0.05, 0.45, { key: 'evidence', required: true, height: 0.05 }),
      at('attachment', 0.55, 0.45, { key: 'extra', height: 0.05 }),
      at('stamp', 0.55, 0.55, { width: 0.15, height: 0.1, required: true }),
      at('label', 0.05, 0.55, { defaultValue: 'Office use only', readOnly: true }),
      at('checkbox', 0.05, 0.62, { key: 'gift', width: 0.03, height: 0.02 }),
      at('text', 0.05, 0.66, { showIf: { key: 'gift', equals: 'true' }, label: 'Gift note' }),
      at('text', 0.05, 0.72, { label: 'Title' }),
      signatureField(bo!.id, doc, { x: 0.55, y: 0.85 }),
    ];
    const saved = await saveFields(t, token, draft.id, { revision: draft.revision, fields });
    if (saved.code !== 200) throw new Error(`saveFields ${saved.code} ${JSON.stringify(saved.data)}`);
    return saved.result;
  };

  it('takes one value of each type, keeps the attachment for everyone, and seals every value legibly', async () => {
    const { me, agreement } = await sentAgreement(t, { name: 'Order form', recipients: [signer('Ann Lee'), signer('Bo Chen')], signingOrder: true }, everyType);
    const [ann, bo] = agreement.recipients;
    const { signerToken } = await openLink(t, ann!.email);
    await consent(t, ann!.id, { signerToken });
    const mine = (type: string, key?: string) => agreement.fields.find((field) => field.type === type && (key === undefined || field.key === key))!.id;

    // Attachments: by their bytes, within the limit, into an attachment field.
    const pdf = await makePdf(1);
    const wrongType = await uploadAttachment(ann!.id, signerToken, mine('attachment', 'evidence'), 'evidence.pdf', Buffer.from('just some text, not a PDF'));
    expect(wrongType).toMatchObject({ code: 403 });
    expect(wrongType.errorData(ErrorCode.ParameterError)?.issues?.[0]).toMatchObject({ path: 'file', kind: 'attachment_type', message: expect.stringContaining('Attach a PDF, PNG, JPEG or WebP file') });
    const tooLarge = Buffer.concat([pdf, Buffer.alloc(LIMITS.attachmentBytes + 1 - pdf.length, 0x20)]);
    const large = await uploadAttachment(ann!.id, signerToken, mine('attachment', 'evidence'), 'big.pdf', tooLarge);
    expect(large.errorData(ErrorCode.ParameterError)?.issues?.[0]).toMatchObject({ path: 'file', kind: 'attachment_too_large', message: 'This file is larger than 10 MB; attach a smaller one.' });
    const notAttachment = await uploadAttachment(ann!.id, signerToken, mine('stamp'), 'evidence.pdf', pdf);
    expect(notAttachment.errorData(ErrorCode.ParameterError)?.issues?.[0]).toMatchObject({ path: 'fieldId', message: 'A stamp field takes no file; upload into an attachment field.' });

    const first = await uploadAttachment(ann!.id, signerToken, mine('attachment', 'evidence'), 'draft.pdf', await makePdf(2));
    const evidence = await uploadAttachment(ann!.id, signerToken, mine('attachment', 'evidence'), 'evidence.pdf', pdf);
    expect(evidence.result).toMatchObject({ name: 'evidence.pdf', contentType: 'application/pdf', size: pdf.length, sha256: sha256(pdf) });
    const extra = await uploadAttachment(ann!.id, signerToken, mine('attachment', 'extra'), 'photo.png', await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer());
    expect(extra.result).toMatchObject({ contentType: 'image/png' });
    // A newer upload for the field replaced the first.
    const ownView = await signerView(t, ann!.id, { signerToken });
    expect(ownView.result.attachments?.map((attachment) => attachment.name)).toEqual(['evidence.pdf', 'photo.png']);
    expect(ownView.result.attachments?.some((attachment) => attachment.id === first.result.id)).toBe(false);

    const image = await signaturePng();
    const values = [
      { fieldId: mine('signature'), image },
      { fieldId: mine('number'), text: '42.50' },
      { fieldId: mine('date'), text: '2026-11-29' },
      { fieldId: mine('dropdown'), text: 'Professional' },
      { fieldId: mine('radio'), text: 'Large' },
      { fieldId: mine('phone'), text: '+86 138-1234-5678' },
      { fieldId: mine('textarea'), text: 'First line of notes\nSecond line of notes' },
      { fieldId: mine('stamp'), image: await stampPhoto() },
      { fieldId: mine('checkbox'), checked: false },
      { fieldId: agreement.fields.find((field) => field.label === 'Title')!.id, text: 'Buyer' },
    ];
    // An upload of another field named as this one's: refused.
    const crossed = await submit(t, ann!.id, { signerToken }, [...values, { fieldId: mine('attachment', 'evidence'), attachmentId: extra.result.id }]);
    expect(crossed.errorData(ErrorCode.ParameterError)?.issues?.[0]).toMatchObject({ path: 'fields.10.attachmentId', kind: 'attachment_other_field', message: 'This file was uploaded for another field; upload it into this one.' });
    // The required attachment left out: named.
    const noFile = await submit(t, ann!.id, { signerToken }, values);
    expect(noFile.errorData(ErrorCode.ParameterError)?.missingFieldIds).toEqual([mine('attachment', 'evidence').toString()]);

    const signed = await submit(t, ann!.id, { signerToken }, [...values, { fieldId: mine('attachment', 'evidence'), attachmentId: evidence.result.id }]);
    expect(signed).toMatchObject({ code: 200, data: { me: { status: 'signed' } } });

    // The stamp's paper is gone: its corner is transparent, its ring still red.
    const [stampRow] = await t.database.db.select().from(agreementFields).where(eq(agreementFields.id, mine('stamp')));
    const stamp = await sharp(await buffer(await t.deps.files.get(stampRow!.imageKey!))).raw().ensureAlpha().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...stamp.data.subarray((y * stamp.info.width + x) * 4, (y * stamp.info.width + x) * 4 + 4)];
    expect(pixel(2, 2)[3]).toBe(0);
    expect(pixel(100, 30)).toEqual([208, 16, 16, 255]);

    // Bo, the next signer, sees and downloads the submitted file, not Ann's unsubmitted one.
    const boLink = await openLink(t, bo!.email);
    const boView = await signerView(t, bo!.id, { signerToken: boLink.signerToken });
    expect(boView.result.attachments?.map((attachment) => attachment.name)).toEqual(['evidence.pdf']);
    const asBo = (attachmentId: bigint) => fetchFile(t, contract.getSignerAttachmentFile, { params: { flowSignerId: bo!.id, attachmentId } }, { signerToken: boLink.signerToken, headers: { 'user-agent': SIGNER_UA } });
    const boFile = await asBo(evidence.result.id);
    expect(boFile.statusCode).toBe(200);
    expect(sha256(boFile.rawPayload)).toBe(sha256(pdf));
    expect((await asBo(extra.result.id)).json()).toMatchObject({ code: 404 });
    // The sender downloads it; another user may not.
    const asSender = (token: string) => fetchFile(t, contract.getAgreementAttachmentFile, { params: { flowId: agreement.id, attachmentId: evidence.result.id } }, { token });
    expect(sha256((await asSender(me.token)).rawPayload)).toBe(sha256(pdf));
    expect((await asSender((await signInOnPlan(t, 'individual')).token)).json()).toMatchObject({ code: 7403 });

    await consent(t, bo!.id, { signerToken: boLink.signerToken });
    expect(await submit(t, bo!.id, { signerToken: boLink.signerToken }, [{ fieldId: agreement.fields.find((field) => field.recipientId === bo!.id)!.id, image }])).toMatchObject({ code: 200 });
    const sealed = await waitForSealing(t, me.token, agreement.id);
    expect(sealed).toMatchObject({ status: 'completed', attachments: [{ name: 'evidence.pdf', sha256: sha256(pdf) }] });

    const file = await downloadFinal(t, contract.getAgreementFinalFile, { params: { flowId: agreement.id } }, { token: me.token });
    if (process.env.KEEP_PDF) (await import('node:fs')).writeFileSync(process.env.KEEP_PDF, file.body);
    const page = (await pdftotext(file.body, 1)).replace(/\s+/g, ' ');
    for (const value of ['42.50', 'Nov 29, 2026', 'Professional', '+86 138 1234 5678', 'First line of notes', 'Second line of notes', 'evidence.pdf', '(see the certificate)', 'Office use only', 'Buyer']) {
      expect(page).toContain(value);
    }
    // The hidden field's label and the unticked box leave nothing; the radio group is drawn, not written.
    expect(page).not.toContain('Large');
    const certificate = (await onPdf(file.body, 'pdftotext', (path) => ['-f', '2', path, '-'])).stdout.replace(/\s+/g, ' ');
    expect(certificate).toContain('Attachments');
    expect(certificate).toContain(sha256(pdf));
    expect(certificate).toContain(`${pdf.length.toLocaleString('en-US')} bytes`);
  });
});
