import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZPlanDetail } from '../account/account-schemas.js';

/** What a person types: letters, digits, dashes and spaces (normalised on the server). */
const ZLicenceCodeInput = z.string().trim().min(1).max(64);

/**
 * The account centre's Redeem box (issue 17): a licence code grants its plan for its period, or
 * extends the plan the account has. Answers the new plan detail; 8001 for an unknown code, 8002
 * for one redeemed before, 429 after too many tries.
 */
export const redeemLicenceCode = defineOperation({
  id: 'redeemLicenceCode',
  service: 'checkout',
  method: 'POST',
  path: '/v1/checkout/codes/redeem',
  summary: 'Redeem a licence code for a plan',
  auth: 'session',
  body: z.object({ code: ZLicenceCodeInput }),
  response: ZPlanDetail,
});
