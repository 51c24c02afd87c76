import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZAgreementParams } from '../path-params.js';
import { ZAgreement } from './agreement-schemas.js';
import { ZExpiresAt, ZReminders } from './follow-up-schemas.js';

/**
 * Changes a sent agreement's expiry date or reminders (issue 18); either may be left out.
 * Allowed while it is out for signature ('waiting') and once it has 'expired': a new date
 * then reopens it (back to 'waiting', the signers whose turn it is invited again with new
 * links). 8106 when the date is not ahead; a draft takes both in saveAgreementDraft.
 */
export const changeAgreementFollowUp = defineOperation({
  id: 'changeAgreementFollowUp',
  service: 'sign',
  method: 'PATCH',
  path: '/v1/sign/flows/{flowId}/follow-up',
  summary: "Change a sent agreement's expiry date or reminders (a new date reopens an expired one)",
  auth: 'session',
  blockRepeats: true,
  params: ZAgreementParams,
  body: z.object({ expiresAt: ZExpiresAt.optional(), reminders: ZReminders.nullable().optional() }).strict(),
  response: ZAgreement,
});
