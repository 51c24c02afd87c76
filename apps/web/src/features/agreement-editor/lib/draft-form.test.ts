import type { Agreement } from '@signet/contracts';
import { describe, expect, it } from 'vitest';
import { documentsAddedSince, draftBody, emptyStep1Values, valuesFromAgreement, type Step1Values } from './draft-form';

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
      { id: 21n, roleName: '', name: 'Al', email: 'al@example.com', role: 'signer', accessCode: '1234' },
      { id: 22n, roleName: '', name: 'Bo', email: 'bo@example.com', role: 'viewer', accessCode: '' },
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
        { id: 21n, roleName: ' Tenant ', name: ' Al ', email: ' al@example.com ', role: 'signer', accessCode: ' ' },
        { id: null, roleName: '', name: 'Bo', email: '', role: 'viewer', accessCode: 'x1' },
      ],
    };
    const body = draftBody(values, 2);
    expect(body.name).toBe('Lease');
    expect(body.draftStep).toBe(2);
    expect(body.recipients).toEqual([
      { id: 21n, roleName: 'Tenant', name: 'Al', email: 'al@example.com', role: 'signer' },
      { roleName: '', name: 'Bo', email: '', role: 'viewer', accessCode: 'x1' },
    ]);
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
