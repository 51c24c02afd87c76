import type { SignerRoute, SignerView } from '@signet/contracts';

/** A signer's view as the server sends it for a plain one-step agreement; tests change what they need. */
export function signerView(overrides: { me?: Partial<SignerView['me']>; route?: Partial<SignerRoute> | null } & Partial<Omit<SignerView, 'me' | 'route'>> = {}): SignerView {
  const { me, route, ...rest } = overrides;
  return {
    agreement: { id: 1n, name: 'Supply contract', subject: 'Please sign the supply contract', message: '', status: 'waiting', signingOrder: false, sentAt: '2026-11-27T09:00:00.000Z' },
    sender: { name: 'Dana Park', email: 'dana@example.com', brand: null },
    documents: [{ id: 2n, name: 'Contract', pageCount: 1, pageSizes: [{ width: 612, height: 792 }], pdfSha256: 'a'.repeat(64), pageImages: { template: `/v1/page-images/${'a'.repeat(64)}/{page}.webp?w={width}&e=0&s=x`, widths: [800, 1600] } }],
    me: { id: 3n, name: 'Ann Lee', email: 'ann@example.com', role: 'signer', status: 'viewed', viewedAt: null, consentAt: null, signedAt: null, declinedAt: null, ...me },
    fields: [],
    route: route === null ? undefined : { step: 1, steps: 1, group: 'all', acted: [], actedForGroup: null, fillsFor: [], ...route },
    myTurn: true,
    waitingFor: [],
    consent: { version: '1', given: true },
    next: 'start',
    final: null,
    ...rest,
  };
}

/** One of the signer's fields, at the top left of page 1 unless told otherwise. */
export function signerField(overrides: Partial<SignerView['fields'][number]> = {}): SignerView['fields'][number] {
  return { id: 10n, documentId: 2n, page: 1, type: 'text', x: 0.1, y: 0.2, width: 0.3, height: 0.04, required: true, label: '', readOnly: false, value: null, imageSha256: null, filledAt: null, ...overrides };
}
