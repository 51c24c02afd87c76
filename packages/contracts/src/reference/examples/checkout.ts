import type { OperationExamples } from '../reference-types.js';

/** A request and an answer of each checkout operation, as on the wire (ids are 64-bit; the reference test parses each with the operation's schemas). */
export const checkoutExamples = {
  redeemLicenceCode: {
    request: { code: '123456' },
    response: { planId: 'example', remainCount: null, totalCount: null, usedCount: 1, onlineDevices: 1, planList: [{ planId: 'example', tier: 'example', expiresAt: '2026-12-31T23:59:59.000Z' }] },
  },
  createCheckoutOrder: {
    request: { planId: 'individual', period: 'month', region: 'intl' },
    response: { order: { id: 7300000335540961287n, planId: 'individual', period: 'month', currency: 'USD', amount: 1, status: 'pending', createdAt: '2026-11-29T10:15:00.000Z', paidAt: null, companyId: null, seats: null, kind: 'purchase' }, checkoutUrl: 'https://example.com/hooks/signet' },
  },
  getCheckoutOrder: {
    response: { id: 7300000335540961287n, planId: 'individual', period: 'month', currency: 'USD', amount: 1, status: 'pending', createdAt: '2026-11-29T10:15:00.000Z', paidAt: null, companyId: null, seats: null, kind: 'purchase' },
  },
  listCheckoutOrders: {
    response: { list: [{ id: 7300000335540961287n, planId: 'individual', period: 'month', currency: 'USD', amount: 1, status: 'pending', createdAt: '2026-11-29T10:15:00.000Z', paidAt: null, companyId: null, seats: null, kind: 'purchase' }] },
  },
  contactSales: {
    request: { name: 'Service agreement', email: 'ada@example.com', message: 'Please sign by Friday.' },
    response: {},
  },
} satisfies OperationExamples;
