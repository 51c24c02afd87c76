import type { OperationExamples } from '../reference-types.js';

/** A request and an answer of each plan operation, as on the wire (ids are 64-bit; the reference test parses each with the operation's schemas). */
export const planExamples = {
  getSignPlanDetail: {
    response: { planId: 'example', remainCount: 1, totalCount: 1, usedCount: 1, onlineDevices: 1, planList: [{ planId: 'example', tier: 'example', expiresAt: '2026-11-29T10:15:00.000Z' }] },
  },
} satisfies OperationExamples;
