import type { OperationDescriptions } from '../reference-types.js';

/** What each plan operation does, who may call it and its notable rules (the reference's descriptions). */
export const planDescriptions = {
  getSignPlanDetail:
    'the plan detail fetched after login (the client never fires it twice at once).',
} satisfies OperationDescriptions;
