import type { Agreement } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { createAgreement } from '@signet/contracts';
import { documentsAddedSince, draftBody, emptyRecipient, emptyStep1Values, valuesFromAgreement, type RecipientValues, type Step1Values } from './draft-form';

const agreement = (overrides: Partial<Agreement> = {}): Agreement => ({
  id: 123456789012345678n,
  name: 'Lease',
  status: 'draft',
  selfSign: false,
  signingOrder: true,
  subject: 'Please sign',
  message: 'Thanks',
  draftStep: 1,
  revision: 4,
  documents: [
    { id: 11n, documentId: 901n, name: 'lease.pdf', kind: 'pdf', pageCount: 3, pageSizes: [], originalSha256: '', pdfSha256: '' },
    { id: 12n, documentId: null, name: 'annex.png', kind: 'image', pageCount: 1, pageSizes: [], originalSha256: '', pdfSha256: '' },
  ],
  recipients: [
    { id: 22n, order: 2, name: 'Bo', email: 'bo@example.com', role: 'viewer', accessCode: null },
    { id: 21n, order: 1, name: 'Al', email: 'al@example.com', role: 'signer', accessCode: '1234' },
  ],
  fields: [],
  sentAt: null,
  expiresAt: null,
  reminders: null,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  ...overrides,
});

describe('valuesFromAgreement', () => {
  it('fills the form exactly, recipients in their order', () => {
    const values = valuesFromAgreement(agreement());
    expect(values.name).toBe('Lease');
    expect(values.signingOrder).toBe(true);
    expect(values.documents.map((document) => [document.agreementDocumentId, document.documentId, document.name])).toEqual([
      [11n, 901n, 'lease.pdf'],
      [12n, null, 'annex.png'],
    ]);
    expect(values.recipients).toEqual([
      { key: 'recipient-21', id: 21n, roleName: '', name: 'Al', email: 'al@example.com', role: 'signer', verification: 'access_code', accessCode: '1234', phone: '', step: 1, group: 'all', copyAtSend: false, partyName: null, crossPageSeal: null },
      { key: 'recipient-22', id: 22n, roleName: '', name: 'Bo', email: 'bo@example.com', role: 'viewer', verification: 'none', accessCode: '', phone: '', step: null, group: 'all', copyAtSend: false, partyName: null, crossPageSeal: null },
    ]);
  });

  it('takes the stored route, those who act by step before copies and viewers', () => {
    const values = valuesFromAgreement(
      agreement({
        recipients: [
          { id: 31n, order: 1, name: 'Fin', email: 'finance@example.com', role: 'copy', accessCode: null, step: null, group: 'all', copyAtSend: true },
          { id: 32n, order: 2, name: 'Ann', email: 'ann@example.com', role: 'signer', accessCode: null, step: 2, group: 'any' },
          { id: 33n, order: 3, name: 'Mia', email: 'mia@example.com', role: 'approver', accessCode: null, step: 1, group: 'all' },
          { id: 34n, order: 4, name: 'Ben', email: 'ben@example.com', role: 'signer', accessCode: null, step: 2, group: 'any' },
        ],
      }),
    );
    expect(values.recipients.map((recipient) => [recipient.name, recipient.step, recipient.group, recipient.copyAtSend])).toEqual([
      ['Mia', 1, 'all', false],
      ['Ann', 2, 'any', false],
      ['Ben', 2, 'any', false],
      ['Fin', null, 'all', true],
    ]);
  });

  it('gives an older reply without steps the ones its signing order meant', () => {
    expect(valuesFromAgreement(agreement()).recipients.map((recipient) => recipient.step)).toEqual([1, null]);
    const unordered = valuesFromAgreement(agreement({ signingOrder: false, recipients: [agreement().recipients[1]!, { ...agreement().recipients[1]!, id: 23n, order: 2 }] }));
    expect(unordered.recipients.map((recipient) => recipient.step)).toEqual([1, 1]);
  });

  it('shows each recipient’s verification, an older draft’s access code as "Access code" chosen (issue 35)', () => {
    const recipients = valuesFromAgreement(
      agreement({
        recipients: [
          { id: 21n, order: 1, name: 'Al', email: 'al@example.com', role: 'signer', accessCode: '1234' },
          { id: 22n, order: 2, name: 'Bo', email: 'bo@example.com', role: 'signer', accessCode: null, verification: 'sms_code', phone: '+8613800138000', phoneMasked: '+86 138****8000' },
          { id: 23n, order: 3, name: 'Cy', email: 'cy@example.com', role: 'signer', accessCode: null, verification: 'email_code', phone: null },
          { id: 24n, order: 4, name: 'Di', email: 'di@example.com', role: 'signer', accessCode: null },
        ],
      }),
    ).recipients;
    expect(recipients.map(({ name, verification, accessCode, phone }) => ({ name, verification, accessCode, phone }))).toEqual([
      { name: 'Al', verification: 'access_code', accessCode: '1234', phone: '' },
      { name: 'Bo', verification: 'sms_code', accessCode: '', phone: '+8613800138000' },
      { name: 'Cy', verification: 'email_code', accessCode: '', phone: '' },
      { name: 'Di', verification: 'none', accessCode: '', phone: '' },
    ]);
  });

  it('does not turn the sender of a self-signed draft into an editable row', () => {
    expect(valuesFromAgreement(agreement({ selfSign: true })).recipients).toEqual([]);
  });
});

describe('draftBody', () => {
  it('names held documents by the agreement copy and new ones by the drive id, in order', () => {
    const values: Step1Values = {
      ...valuesFromAgreement(agreement()),
      documents: [
        { key: 'd', agreementDocumentId: null, documentId: 905n, name: 'new.pdf', kind: 'pdf', pageCount: 1, size: 10 },
        ...valuesFromAgreement(agreement()).documents,
      ],
    };
    expect(draftBody(values, 1).documents).toEqual([{ documentId: 905n }, { agreementDocumentId: 11n }, { agreementDocumentId: 12n }]);
  });

  it('trims text, keeps recipient ids, omits an empty access code and sets the step', () => {
    const values: Step1Values = {
      ...emptyStep1Values(),
      name: '  Lease ',
      recipients: [
        { ...emptyRecipient(), id: 21n, roleName: ' Tenant ', name: ' Al ', email: ' al@example.com ', verification: 'access_code', accessCode: ' ' },
        { ...emptyRecipient('viewer'), roleName: '', name: 'Bo', email: '', verification: 'access_code', accessCode: 'x1' },
      ],
    };
    const body = draftBody(values, 2);
    expect(body.name).toBe('Lease');
    expect(body.draftStep).toBe(2);
    expect(body.recipients).toEqual([
      { id: 21n, roleName: 'Tenant', name: 'Al', email: 'al@example.com', role: 'signer', verification: 'access_code', step: 1, group: 'all' },
      { roleName: '', name: 'Bo', email: '', role: 'viewer', verification: 'access_code', accessCode: 'x1' },
    ]);
  });

  it('sends each recipient’s verification with only what it needs: the code, or the number as E.164 (issue 35)', () => {
    const person = (name: string, extra: Partial<RecipientValues>): RecipientValues => ({ ...emptyRecipient(), name, email: `${name.toLowerCase()}@example.com`, ...extra });
    const values: Step1Values = {
      ...emptyStep1Values(),
      recipients: [
        person('Al', { verification: 'none', accessCode: 'left over', phone: '+86 138 0013 8000' }),
        person('Bo', { verification: 'access_code', accessCode: ' 4711 ', phone: '+86 138 0013 8000' }),
        person('Cy', { verification: 'email_code', accessCode: '4711' }),
        person('Di', { verification: 'sms_code', accessCode: '4711', phone: ' +86 138-0013 (8000) ' }),
        person('Ed', { verification: 'sms_code', phone: '' }),
      ],
    };
    const body = draftBody(values, 1);
    expect(body.recipients?.map(({ name, verification, accessCode, phone }) => ({ name, verification, accessCode, phone }))).toEqual([
      { name: 'Al', verification: 'none', accessCode: undefined, phone: undefined },
      { name: 'Bo', verification: 'access_code', accessCode: '4711', phone: undefined },
      { name: 'Cy', verification: 'email_code', accessCode: undefined, phone: undefined },
      { name: 'Di', verification: 'sms_code', accessCode: undefined, phone: '+8613800138000' },
      // A draft may wait for the number; Continue asks for it.
      { name: 'Ed', verification: 'sms_code', accessCode: undefined, phone: '' },
    ]);
    expect(createAgreement.body.safeParse(body).success).toBe(true);
  });

  it('sends each step and group, and for a copy whether it hears at send; the server accepts the route', () => {
    const person = (name: string, role: RecipientValues['role'], step: number | null, group: 'all' | 'any' = 'all', copyAtSend = false): RecipientValues => ({
      ...emptyRecipient(role),
      name,
      email: `${name.toLowerCase()}@example.com`,
      step,
      group,
      copyAtSend,
    });
    const values: Step1Values = {
      ...emptyStep1Values(),
      signingOrder: true,
      recipients: [person('Mia', 'approver', 1), person('Ann', 'signer', 2, 'any'), person('Ben', 'signer', 2, 'any'), person('Fin', 'copy', null, 'all', true)],
    };
    const body = draftBody(values, 1);
    expect(body.recipients?.map(({ name, step, group, copyAtSend }) => ({ name, step, group, copyAtSend }))).toEqual([
      { name: 'Mia', step: 1, group: 'all', copyAtSend: undefined },
      { name: 'Ann', step: 2, group: 'any', copyAtSend: undefined },
      { name: 'Ben', step: 2, group: 'any', copyAtSend: undefined },
      { name: 'Fin', step: undefined, group: undefined, copyAtSend: true },
    ]);
    expect(createAgreement.body.safeParse(body).success).toBe(true);
  });

  it('sends the company a signer acts for and its cross-page seal, and none for a viewer or an unnamed company (issue 34)', () => {
    const acme = { partyName: ' Acme Ltd ', crossPageSeal: { pages: ' ', centreFromTop: 0.2 } };
    const values: Step1Values = {
      ...emptyStep1Values(),
      recipients: [
        { ...emptyRecipient('signer'), name: 'Ann', email: 'ann@example.com', ...acme },
        { ...emptyRecipient('signer'), name: 'Ben', email: 'ben@example.com', partyName: '', crossPageSeal: { pages: 'all', centreFromTop: 0.5 } },
        { ...emptyRecipient('viewer'), name: 'Vi', email: 'vi@example.com', ...acme },
      ],
    };
    const body = draftBody(values, 1);
    expect(body.recipients?.map(({ partyName, crossPageSeal }) => ({ partyName, crossPageSeal }))).toEqual([
      { partyName: 'Acme Ltd', crossPageSeal: { pages: 'all', centreFromTop: 0.2 } },
      { partyName: undefined, crossPageSeal: undefined },
      { partyName: undefined, crossPageSeal: undefined },
    ]);
    expect(createAgreement.body.safeParse(body).success).toBe(true);
  });

  it('sends no recipients for "just need my signature" (the server makes the sender the signer)', () => {
    expect(draftBody({ ...emptyStep1Values(), selfSign: true }, 1).recipients).toEqual([]);
  });

  it('round-trips a saved draft', () => {
    const values = valuesFromAgreement(agreement());
    expect(valuesFromAgreement(agreement())).toEqual(values);
    expect(draftBody(values, 1)).toMatchObject({ signingOrder: true, subject: 'Please sign', message: 'Thanks', selfSign: false });
  });
});

describe('documentsAddedSince', () => {
  it('keeps the documents that arrived while saving', () => {
    const sent = valuesFromAgreement(agreement()).documents;
    const late = { key: 'drive-9', agreementDocumentId: null, documentId: 9n, name: 'late.pdf', kind: 'pdf' as const, pageCount: 1, size: 1 };
    expect(documentsAddedSince(sent, [...sent, late])).toEqual([late]);
    expect(documentsAddedSince(sent, sent)).toEqual([]);
  });
});
