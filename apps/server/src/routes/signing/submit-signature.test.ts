import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@signet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementEvents, agreementFields, agreementRecipients, agreements, jobs } from '../../db/schema/index.js';
import { getAgreement, saveFields, signatureField, signer, viewer, type FieldInput } from '../../../test/helpers/agreements.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';
import { databaseTargets } from '../../../test/helpers/database.js';
import {
  addNotice,
  bind,
  consent,
  consentAndSign,
  latestLink,
  newestMailId,
  openLink,
  sentAgreement,
  signatureFieldsOf,
  signaturePng,
  SIGNER_UA,
  submit,
  type Sent,
} from '../../../test/helpers/signing.js';
import { eventually } from '../../../test/helpers/eventually.js';

describe.each(databaseTargets())('signing (submitSignature) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const completionJobs = (agreementId: bigint) => db().select().from(jobs).where(eq(jobs.dedupeKey, `agreement.complete:${agreementId}`));
  const eventsOf = (agreementId: bigint) => db().select().from(agreementEvents).where(eq(agreementEvents.agreementId, agreementId)).orderBy(agreementEvents.id);

  /** Every field type for the first signer, beside their signature. */
  const withAllFieldTypes = async (draft: Sent, token: string): Promise<Sent> => {
    const ann = draft.recipients[0]!;
    const doc = draft.documents[0]!.id;
    const at = (type: FieldInput['type'], y: number, extra = {}) => signatureField(ann.id, doc, { type, y, height: 0.05, ...extra });
    const others = draft.recipients.slice(1).filter((r) => r.role === 'signer').map((r) => signatureField(r.id, doc));
    const fields = [
      signatureField(ann.id, doc),
      at('initials', 0.1),
      at('date_signed', 0.2),
      at('name', 0.3),
      at('email', 0.4),
      at('text', 0.5, { label: 'Job title' }),
      at('checkbox', 0.6, { width: 0.05 }),
      at('text', 0.05, { required: false, label: 'Notes' }),
      ...others,
    ];
    const saved = await saveFields(t, token, draft.id, { revision: draft.revision, fields });
    if (saved.code !== 200) throw new Error(`saveFields ${saved.code} ${saved.msg}`);
    return saved.data as Sent;
  };

  it('fills every field type, stores normalised images with their SHA-256, and records each step', async () => {
    const { agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee'), signer('Bo Chen')] }, withAllFieldTypes);
    const ann = agreement.recipients[0]!;
    const { signerToken } = await openLink(t, ann.email);
    const auth = { signerToken };
    const mine = agreement.fields.filter((field) => field.recipientId === ann.id);
    const id = (type: string) => mine.find((field) => field.type === type)!.id;
    const image = await signaturePng();

    // No consent yet: refused.
    expect(await submit(t, ann.id, auth, [])).toMatchObject({ status: 403, code: 403, msg: 'Please agree to sign electronically first.' });
    expect((await consent(t, ann.id, auth)).data).toMatchObject({ consent: { given: true }, me: { status: 'viewed' } });

    // Required fields left empty are named; optional ones are not.
    const missing = await submit(t, ann.id, auth, [{ fieldId: id('signature'), image }]);
    expect(missing).toMatchObject({ status: 403, code: 403, msg: 'Please fill in every required field.' });
    expect([...(missing.errorData(ErrorCode.ParameterError)?.missingFieldIds ?? [])].sort()).toEqual([id('initials'), id('text'), id('checkbox')].map(String).sort());

    // Not an image, a field of someone else, a value the type does not take: 403.
    const notImage = await submit(t, ann.id, auth, [{ fieldId: id('signature'), image: Buffer.from('%PDF-1.7 not a picture').toString('base64') }]);
    expect(notImage).toMatchObject({ status: 403, msg: 'The signature must be a PNG or JPEG image of at most 1 MB.', data: { issues: [{ path: 'fields.0.image' }] } });
    const bo = agreement.recipients[1]!;
    const othersField = signatureFieldsOf(agreement, bo.id)[0]!;
    expect(await submit(t, ann.id, auth, [{ fieldId: othersField, image }])).toMatchObject({ code: 403, data: { issues: [{ path: 'fields.0.fieldId' }] } });
    expect(await submit(t, ann.id, auth, [{ fieldId: id('checkbox'), text: 'yes' }])).toMatchObject({ code: 403, data: { issues: [{ path: 'fields.0.text' }] } });

    const signed = await submit(t, ann.id, auth, [
      { fieldId: id('signature'), image },
      { fieldId: id('initials'), image },
      { fieldId: id('text'), text: 'Engineer' },
      { fieldId: id('checkbox'), checked: true },
      { fieldId: id('name'), text: 'Ann B. Lee' },
    ]);
    expect(signed).toMatchObject({ status: 200, code: 200, data: { me: { status: 'signed' }, next: 'finish' } });
    const byType = Object.fromEntries(signed.result.fields.map((field) => [`${field.type}${field.label}`, field]));
    expect(byType['textJob title']).toMatchObject({ value: 'Engineer' });
    expect(byType['textNotes']).toMatchObject({ value: null, filledAt: null });
    expect(byType.checkbox).toMatchObject({ value: 'true' });
    expect(byType.name).toMatchObject({ value: 'Ann B. Lee' });
    expect(byType.email).toMatchObject({ value: ann.email });
    expect(Date.parse(byType.date_signed?.value ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const [row] = await db().select().from(agreementFields).where(eq(agreementFields.id, id('signature')));
    const stored = await buffer(await t.deps.files.get(row!.imageKey!));
    expect(stored.subarray(1, 4).toString()).toBe('PNG');
    expect(createHash('sha256').update(stored).digest('hex')).toBe(row!.imageSha256);
    expect(byType.signature?.imageSha256).toBe(row!.imageSha256);

    const events = await eventsOf(agreement.id);
    const signerEvents = events.filter((event) => event.recipientId === ann.id && event.type !== 'invitation_queued');
    expect(signerEvents.map((event) => event.type)).toEqual(['link_opened', 'consent_given', ...Array(7).fill('field_filled'), 'signed']);
    for (const event of signerEvents) expect(event).toMatchObject({ userAgent: SIGNER_UA, ip: expect.stringMatching(/^10\./) });
    expect(signerEvents[1]?.data).toMatchObject({ version: 'esign-consent-2026-1', locale: 'en-US', text: expect.stringContaining('electronic') });

    // Signing twice: 7410.
    expect(await submit(t, ann.id, auth, [])).toMatchObject({ code: 7410, msg: 'This process is completed; no need to sign again.' });
  });

  it('records one signature for two simultaneous submits', async () => {
    const { agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee'), signer('Bo Chen')] });
    const ann = agreement.recipients[0]!;
    const { signerToken } = await openLink(t, ann.email);
    await consent(t, ann.id, { signerToken });
    const image = await signaturePng();
    const fields = signatureFieldsOf(agreement, ann.id).map((fieldId) => ({ fieldId, image }));
    const results = await Promise.all([submit(t, ann.id, { signerToken }, fields), submit(t, ann.id, { signerToken }, fields)]);
    expect(results.map((res) => res.code).sort()).toEqual([200, 7410]);
    const signedEvents = (await eventsOf(agreement.id)).filter((event) => event.type === 'signed');
    expect(signedEvents).toHaveLength(1);
  });

  it('with the order on: refuses a later signer (7411, names only), invites them after the first signs, and enqueues sealing once', async () => {
    const { me, agreement } = await sentAgreement(t, { signingOrder: true, recipients: [signer('Ann Lee'), viewer('Cy Wu'), signer('Bo Chen')] });
    const [ann, , bo] = agreement.recipients;
    const early = await addNotice(t, agreement.id, bo!.id);
    const boEarly = (await bind(t, early)).result.signerToken;
    await consent(t, bo!.id, { signerToken: boEarly });
    const refused = await consentAndSign(t, bo!.id, { signerToken: boEarly }, signatureFieldsOf(agreement, bo!.id));
    expect(refused).toMatchObject({ status: 409, code: 7411, msg: 'It is not your turn to sign yet. You will get an e-mail when it is.', data: { waitingFor: ['Ann Lee'] } });
    expect(JSON.stringify(refused.data)).not.toContain(ann!.email);

    const beforeBo = await newestMailId(t, bo!.email);
    const { signerToken } = await openLink(t, ann!.email);
    expect((await consentAndSign(t, ann!.id, { signerToken }, signatureFieldsOf(agreement, ann!.id))).code).toBe(200);
    expect(await completionJobs(agreement.id)).toEqual([]);

    // Bo's own invitation arrives now, with a newer notice (the early one now answers 7602).
    const boLink = await latestLink(t, bo!.email, beforeBo);
    expect(await bind(t, early)).toMatchObject({ code: 7602 });
    const bound = await bind(t, boLink);
    expect(bound.result.next).toBe('start');
    expect((await getAgreement(t, me.token, agreement.id)).result.recipients).toMatchObject([{ status: 'signed' }, { status: 'invited' }, { status: 'viewed' }]);

    expect((await consentAndSign(t, bo!.id, { signerToken: bound.result.signerToken }, signatureFieldsOf(agreement, bo!.id))).code).toBe(200);
    const completion = await completionJobs(agreement.id);
    expect(completion).toHaveLength(1);
    expect(completion[0]).toMatchObject({ type: 'agreement.complete', payload: { agreementId: String(agreement.id) } });
    // The worker seals it (issue 7): the one job runs once and the agreement completes.
    await eventually(async () => expect((await getAgreement(t, me.token, agreement.id)).result.status).toBe('completed'), 100);
    const [job] = await completionJobs(agreement.id);
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
    const after = (await getAgreement(t, me.token, agreement.id)).result;
    expect(after.recipients.map((r) => r.status)).toEqual(['signed', 'invited', 'signed']);
    expect((await eventsOf(agreement.id)).filter((event) => event.type === 'all_signed')).toHaveLength(1);
  });

  it('refuses a viewer (7403) and signing after void (7408), deletion (7203) or decline (7407)', async () => {
    const { agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee'), viewer('Cy Wu')] });
    const [ann, cy] = agreement.recipients;
    const cyToken = (await openLink(t, cy!.email)).signerToken;
    expect(await submit(t, cy!.id, { signerToken: cyToken }, [])).toMatchObject({ code: 7403 });
    const { signerToken } = await openLink(t, ann!.email);
    await consent(t, ann!.id, { signerToken });
    const fields = signatureFieldsOf(agreement, ann!.id);
    const image = await signaturePng();
    const sign = () => submit(t, ann!.id, { signerToken }, fields.map((fieldId) => ({ fieldId, image })));
    const setState = (values: Partial<typeof agreements.$inferInsert>) => db().update(agreements).set(values).where(eq(agreements.id, agreement.id));
    await setState({ status: 'voided' });
    expect(await sign()).toMatchObject({ code: 7408 });
    await setState({ status: 'waiting', deletedAt: new Date() });
    expect(await sign()).toMatchObject({ code: 7203 });
    await setState({ status: 'declined', deletedAt: null });
    expect(await sign()).toMatchObject({ code: 7407 });
    // 'completed' needs a sealed file (a constraint trigger, issue 7); 'failed' sealing answers the same 7410.
    await setState({ status: 'failed' });
    expect(await sign()).toMatchObject({ code: 7410 });
    const filled = await db().select().from(agreementFields).where(and(eq(agreementFields.agreementId, agreement.id), eq(agreementFields.recipientId, ann!.id)));
    expect(filled.every((field) => field.filledAt === null)).toBe(true);
  });

  it('keeps impossible states out of the database', async () => {
    const { agreement } = await sentAgreement(t, { recipients: [signer('Ann Lee'), viewer('Cy Wu')] });
    const [ann, cy] = agreement.recipients;
    const now = new Date();
    const setRecipient = (id: bigint, values: Partial<typeof agreementRecipients.$inferInsert>) =>
      db().update(agreementRecipients).set(values).where(eq(agreementRecipients.id, id));
    // Signed without consent, signed without a time, declined without a reason, a viewer who signed.
    await expect(setRecipient(ann!.id, { status: 'signed', signedAt: now })).rejects.toThrow();
    await expect(setRecipient(ann!.id, { status: 'signed', consentAt: now, consentTextVersion: 'v' })).rejects.toThrow();
    await expect(setRecipient(ann!.id, { status: 'declined', declinedAt: now })).rejects.toThrow();
    await expect(setRecipient(cy!.id, { status: 'signed', signedAt: now, consentAt: now, consentTextVersion: 'v' })).rejects.toThrow();
    await expect(setRecipient(ann!.id, { status: 'waiting' as never })).rejects.toThrow();
    // An image on a text field, a value without a fill time.
    const field = signatureFieldsOf(agreement, ann!.id)[0]!;
    await expect(db().update(agreementFields).set({ value: 'x', filledAt: now }).where(eq(agreementFields.id, field))).rejects.toThrow();
    await expect(db().update(agreementFields).set({ imageKey: 'k', imageSha256: 'h' }).where(eq(agreementFields.id, field))).rejects.toThrow();
  });
});
