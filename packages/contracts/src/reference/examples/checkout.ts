import type { OperationExamples } from '../reference-types.js';

/** A request and an answer of each checkout operation, as on the wire (ids are 64-bit; the reference test parses each with the operation's schemas). */
export const checkoutExamples = {
  redeemLicenceCode: {
    request: { code: '123456' },
    response: { planId: 'example', remainCount: 1, totalCount: 1, usedCount: 1, onlineDevices: 1, planList: [{ planId: 'example', tier: 'example', expiresAt: '2026-11-29T10:15:00.000Z' }] },
  },
  createCheckoutOrder: {
    request: { planId: 'individual', period: 'month', region: 'intl', provider: 'stripe', device: 'desktop', returnTo: '/account/billing' },
    response: { order: { id: 7300000335540961287n, planId: 'individual', period: 'month', currency: 'USD', amount: 1, status: 'pending', createdAt: '2026-11-29T10:15:00.000Z', paidAt: '2026-11-29T10:15:00.000Z', companyId: 7315021631240961287n, seats: 1, kind: 'purchase' }, checkoutUrl: 'https://example.com/hooks/signet' },
  },
  getCheckoutOrder: {
    response: { id: 7300000335540961287n, planId: 'individual', period: 'month', currency: 'USD', amount: 1, status: 'pending', createdAt: '2026-11-29T10:15:00.000Z', paidAt: '2026-11-29T10:15:00.000Z', companyId: 7315021631240961287n, seats: 1, kind: 'purchase' },
  },
  listCheckoutOrders: {
    response: { list: [{ id: 7300000335540961287n, planId: 'individual', period: 'month', currency: 'USD', amount: 1, status: 'pending', createdAt: '2026-11-29T10:15:00.000Z', paidAt: '2026-11-29T10:15:00.000Z', companyId: 7315021631240961287n, seats: 1, kind: 'purchase' }] },
  },
  contactSales: {
    request: { name: 'Ada Lovelace', email: 'ada@example.com', company: '', seats: 1, message: 'Please sign by Friday.' },
    response: {},
  },
} satisfies OperationExamples;
