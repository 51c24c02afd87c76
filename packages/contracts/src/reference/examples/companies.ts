import type { OperationExamples } from '../reference-types.js';

/** A request and an answer of each companies operation, as on the wire (ids are 64-bit; the reference test parses each with the operation's schemas). */
export const companiesExamples = {
  listCompanies: {
    response: { list: [{ id: 7300000335540961287n, displayName: 'Ada Lovelace', legalName: 'Ada Lovelace', region: 'intl', registrationNumber: null, createdAt: '2026-11-29T10:15:00.000Z', myRole: 'owner', memberCount: 1, seats: { total: 1, used: 1, planId: 'free', planExpiresAt: null, billing: null, renews: false, renewalFailed: false }, leaversWorkTo: null, branding: { logoUrl: null, accentColor: null }, requireTwoFactor: false }] },
  },
  createCompany: {
    request: { displayName: 'Ada Lovelace', legalName: 'Ada Lovelace', region: 'intl' },
    response: { company: { id: 7300000335540961287n, displayName: 'Ada Lovelace', legalName: 'Ada Lovelace', region: 'intl', registrationNumber: null, createdAt: '2026-11-29T10:15:00.000Z', myRole: 'owner', memberCount: 1, seats: { total: 1, used: 1, planId: 'free', planExpiresAt: null, billing: null, renews: false, renewalFailed: false }, leaversWorkTo: null, branding: { logoUrl: null, accentColor: null }, requireTwoFactor: false } },
  },
  getCompany: {
    response: { company: { id: 7300000335540961287n, displayName: 'Ada Lovelace', legalName: 'Ada Lovelace', region: 'intl', registrationNumber: null, createdAt: '2026-11-29T10:15:00.000Z', myRole: 'owner', memberCount: 1, seats: { total: 1, used: 1, planId: 'free', planExpiresAt: null, billing: null, renews: false, renewalFailed: false }, leaversWorkTo: null, branding: { logoUrl: null, accentColor: null }, requireTwoFactor: false } },
  },
  updateCompany: {
    request: { displayName: 'Ada Lovelace', legalName: 'Ada Lovelace', region: 'intl' },
    response: { company: { id: 7300000335540961287n, displayName: 'Ada Lovelace', legalName: 'Ada Lovelace', region: 'intl', registrationNumber: null, createdAt: '2026-11-29T10:15:00.000Z', myRole: 'owner', memberCount: 1, seats: { total: 1, used: 1, planId: 'free', planExpiresAt: null, billing: null, renews: false, renewalFailed: false }, leaversWorkTo: null, branding: { logoUrl: null, accentColor: null }, requireTwoFactor: false } },
  },
  switchWorkspace: {
    request: { companyId: 7315021631240961287n },
    response: { companyId: null },
  },
  listCompanyMembers: {
    response: { members: [{ userId: 7345893639040961287n, name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner', joinedAt: '2026-11-29T10:15:00.000Z' }], invitations: [{ id: 7300000335540961287n, email: 'ada@example.com', role: 'admin', invitedBy: 'example', sentAt: '2026-11-29T10:15:00.000Z', expiresAt: '2026-12-31T23:59:59.000Z' }] },
  },
  inviteCompanyMember: {
    request: { email: 'ada@example.com', role: 'admin' },
    response: { invitation: { id: 7300000335540961287n, email: 'ada@example.com', role: 'admin', invitedBy: 'example', sentAt: '2026-11-29T10:15:00.000Z', expiresAt: '2026-12-31T23:59:59.000Z' } },
  },
  resendCompanyInvitation: {
    response: { invitation: { id: 7300000335540961287n, email: 'ada@example.com', role: 'admin', invitedBy: 'example', sentAt: '2026-11-29T10:15:00.000Z', expiresAt: '2026-12-31T23:59:59.000Z' } },
  },
  revokeCompanyInvitation: {
    response: { ok: true },
  },
  previewCompanyInvitation: {
    request: { token: 'inv_5Qm2r8TzK0pW7cXy4LbN' },
    response: { invitation: { companyName: 'Ada Lovelace', invitedBy: 'example', email: 'ada@example.com', role: 'admin', status: 'pending', hasAccount: false } },
  },
  acceptCompanyInvitation: {
    request: { token: 'inv_5Qm2r8TzK0pW7cXy4LbN' },
    response: { company: { id: 7300000335540961287n, displayName: 'Ada Lovelace', legalName: 'Ada Lovelace', region: 'intl', registrationNumber: null, createdAt: '2026-11-29T10:15:00.000Z', myRole: 'owner', memberCount: 1, seats: { total: 1, used: 1, planId: 'free', planExpiresAt: null, billing: null, renews: false, renewalFailed: false }, leaversWorkTo: null, branding: { logoUrl: null, accentColor: null }, requireTwoFactor: false } },
  },
  changeCompanyMemberRole: {
    request: { role: 'admin' },
    response: { member: { userId: 7345893639040961287n, name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner', joinedAt: '2026-11-29T10:15:00.000Z' } },
  },
  removeCompanyMember: {
    response: { ok: true },
  },
  leaveCompany: {
    response: { ok: true },
  },
  transferCompanyOwnership: {
    request: { userId: 7345893639040961287n },
    response: { members: [{ userId: 7345893639040961287n, name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner', joinedAt: '2026-11-29T10:15:00.000Z' }] },
  },
  listCompanyActivity: {
    response: { list: [{ id: 7300000335540961287n, kind: 'created', actor: 'example', subject: 'Service agreement', role: null, at: '2026-11-29T10:15:00.000Z' }], more: false },
  },
  setCompanyBranding: {
    request: {},
    response: { company: { id: 7300000335540961287n, displayName: 'Ada Lovelace', legalName: 'Ada Lovelace', region: 'intl', registrationNumber: null, createdAt: '2026-11-29T10:15:00.000Z', myRole: 'owner', memberCount: 1, seats: { total: 1, used: 1, planId: 'free', planExpiresAt: null, billing: null, renews: false, renewalFailed: false }, leaversWorkTo: null, branding: { logoUrl: null, accentColor: null }, requireTwoFactor: false } },
  },
  setLeaversWorkTo: {
    request: { userId: 7345893639040961287n },
    response: { company: { id: 7300000335540961287n, displayName: 'Ada Lovelace', legalName: 'Ada Lovelace', region: 'intl', registrationNumber: null, createdAt: '2026-11-29T10:15:00.000Z', myRole: 'owner', memberCount: 1, seats: { total: 1, used: 1, planId: 'free', planExpiresAt: null, billing: null, renews: false, renewalFailed: false }, leaversWorkTo: null, branding: { logoUrl: null, accentColor: null }, requireTwoFactor: false } },
  },
  setCompanyTwoFactorRequirement: {
    request: { required: false },
    response: { company: { id: 7300000335540961287n, displayName: 'Ada Lovelace', legalName: 'Ada Lovelace', region: 'intl', registrationNumber: null, createdAt: '2026-11-29T10:15:00.000Z', myRole: 'owner', memberCount: 1, seats: { total: 1, used: 1, planId: 'free', planExpiresAt: null, billing: null, renews: false, renewalFailed: false }, leaversWorkTo: null, branding: { logoUrl: null, accentColor: null }, requireTwoFactor: false } },
  },
  redeemCompanyLicenceCode: {
    request: { code: '123456' },
    response: { company: { id: 7300000335540961287n, displayName: 'Ada Lovelace', legalName: 'Ada Lovelace', region: 'intl', registrationNumber: null, createdAt: '2026-11-29T10:15:00.000Z', myRole: 'owner', memberCount: 1, seats: { total: 1, used: 1, planId: 'free', planExpiresAt: null, billing: null, renews: false, renewalFailed: false }, leaversWorkTo: null, branding: { logoUrl: null, accentColor: null }, requireTwoFactor: false } },
  },
  buyCompanySeats: {
    request: { seats: 1, period: 'month' },
    response: { order: { id: 7300000335540961287n, planId: 'individual', period: 'month', currency: 'USD', amount: 1, status: 'pending', createdAt: '2026-11-29T10:15:00.000Z', paidAt: null, companyId: null, seats: null, kind: 'purchase' }, checkoutUrl: 'https://example.com/hooks/signet' },
  },
  openCompanyBillingPortal: {
    response: { url: 'https://example.com/hooks/signet' },
  },
  listCompanySeals: {
    response: { seals: [{ id: 7300000335540961287n, kind: 'official', name: 'Ada Lovelace', status: 'active', version: 1, source: 'generated', widthMm: 1, heightMm: 1, faceSha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', createdAt: '2026-11-29T10:15:00.000Z', needsApproval: false }], officialNeedsApproval: false },
  },
  previewSealFace: {
    request: { face: { source: 'generated', spec: { kind: 'official', companyName: 'Ada Lovelace' } } },
    response: { image: 'data:image/png;base64,iVBORw0KGgo=', widthMm: 1, heightMm: 1 },
  },
  createCompanySeal: {
    request: { kind: 'official', name: 'Service agreement', face: { source: 'generated', spec: { kind: 'official', companyName: 'Ada Lovelace' } } },
    response: { seal: { id: 7300000335540961287n, kind: 'official', name: 'Ada Lovelace', status: 'active', version: 1, source: 'generated', widthMm: 1, heightMm: 1, faceSha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', createdAt: '2026-11-29T10:15:00.000Z', needsApproval: false } },
  },
  replaceSealFace: {
    request: { face: { source: 'generated', spec: { kind: 'official', companyName: 'Ada Lovelace' } } },
    response: { seal: { id: 7300000335540961287n, kind: 'official', name: 'Ada Lovelace', status: 'active', version: 1, source: 'generated', widthMm: 1, heightMm: 1, faceSha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', createdAt: '2026-11-29T10:15:00.000Z', needsApproval: false } },
  },
  setSealStatus: {
    request: { status: 'active' },
    response: { seal: { id: 7300000335540961287n, kind: 'official', name: 'Ada Lovelace', status: 'active', version: 1, source: 'generated', widthMm: 1, heightMm: 1, faceSha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', createdAt: '2026-11-29T10:15:00.000Z', needsApproval: false } },
  },
  listSealGrants: {
    response: { list: [{ id: 7300000335540961287n, sealId: 7338862386440961287n, userId: 7345893639040961287n, userName: 'Ada Lovelace', right: 'use', validFrom: '2026-11-29T10:15:00.000Z', validUntil: '2026-11-29T10:15:00.000Z', templateIds: null, grantedBy: 'example', active: false }] },
  },
  grantSeal: {
    request: { userId: 7345893639040961287n, right: 'use', validUntil: '2026-11-29T10:15:00.000Z' },
    response: { grant: { id: 7300000335540961287n, sealId: 7338862386440961287n, userId: 7345893639040961287n, userName: 'Ada Lovelace', right: 'use', validFrom: '2026-11-29T10:15:00.000Z', validUntil: '2026-11-29T10:15:00.000Z', templateIds: null, grantedBy: 'example', active: false } },
  },
  revokeSealGrant: {
    response: { grant: { id: 7300000335540961287n, sealId: 7338862386440961287n, userId: 7345893639040961287n, userName: 'Ada Lovelace', right: 'use', validFrom: '2026-11-29T10:15:00.000Z', validUntil: '2026-11-29T10:15:00.000Z', templateIds: null, grantedBy: 'example', active: false } },
  },
  listSealRequests: {
    response: { list: [{ id: 7300000335540961287n, sealId: 7338862386440961287n, sealName: 'Ada Lovelace', sealKind: 'official', agreementId: 7312709600540961287n, agreementName: 'Ada Lovelace', requester: { id: 7300000335540961287n, name: 'Ada Lovelace', email: 'ada@example.com' }, reason: 'The terms changed.', status: 'pending', decidedBy: null, decidedAt: null, comment: 'example', usedAt: null, documentsChanged: false, mayDecide: false, createdAt: '2026-11-29T10:15:00.000Z' }] },
  },
  decideSealRequest: {
    request: { approve: false },
    response: { request: { id: 7300000335540961287n, sealId: 7338862386440961287n, sealName: 'Ada Lovelace', sealKind: 'official', agreementId: 7312709600540961287n, agreementName: 'Ada Lovelace', requester: { id: 7300000335540961287n, name: 'Ada Lovelace', email: 'ada@example.com' }, reason: 'The terms changed.', status: 'pending', decidedBy: null, decidedAt: null, comment: 'example', usedAt: null, documentsChanged: false, mayDecide: false, createdAt: '2026-11-29T10:15:00.000Z' } },
  },
  setSealSettings: {
    request: { officialNeedsApproval: false },
    response: { officialNeedsApproval: false },
  },
  listSealLog: {
    response: { list: [{ seq: 1, kind: 'created', sealId: null, actor: 'example', detail: {}, at: '2026-11-29T10:15:00.000Z', hash: 'example' }], more: false, check: { intact: false, entries: 1, brokenAt: null } },
  },
} satisfies OperationExamples;
