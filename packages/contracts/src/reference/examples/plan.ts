import type { OperationExamples } from '../reference-types.js';

/** A request and an answer of each plan operation, as on the wire (ids are 64-bit; the reference test parses each with the operation's schemas). */
export const planExamples = {
  getSignPlanDetail: {
    response: { planId: 'example', remainCount: null, totalCount: null, usedCount: 1, onlineDevices: 1, planList: [{ planId: 'example', tier: 'example', expiresAt: '2026-12-31T23:59:59.000Z' }] },
  },
} satisfies OperationExamples;
