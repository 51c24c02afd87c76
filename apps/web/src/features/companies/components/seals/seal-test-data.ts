import type { Seal, SealRequest } from '@signet/contracts';

/** A seal as the server lists it; tests change what they need. */
export function sealOf(overrides: Partial<Seal> = {}): Seal {
  return {
    id: 41n,
    kind: 'contract',
    name: 'Contract seal',
    status: 'active',
    version: 2,
    source: 'generated',
    widthMm: 42,
    heightMm: 42,
    faceSha256: 'f'.repeat(64),
    createdAt: '2026-11-20T09:00:00.000Z',
    needsApproval: false,
    ...overrides,
  };
}

/** A pending request to use a seal, which the reader may decide. */
export function sealRequestOf(overrides: Partial<SealRequest> = {}): SealRequest {
  return {
    id: 51n,
    sealId: 41n,
    sealName: 'Official seal',
    sealKind: 'official',
    agreementId: 61n,
    agreementName: 'Supply contract',
    requester: { id: 71n, name: 'Ann Lee', email: 'ann@example.com' },
    reason: 'Signing the supply contract with Globex',
    status: 'pending',
    decidedBy: null,
    decidedAt: null,
    comment: '',
    usedAt: null,
    documentsChanged: false,
    mayDecide: true,
    createdAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}
