import { defineOperation } from '../../operation.js';
import { ZPlanDetail } from '../account/account-schemas.js';

/** Spec 7: the plan detail fetched after login (the client never fires it twice at once). */
export const getSignPlanDetail = defineOperation({
  id: 'getSignPlanDetail',
  service: 'sign',
  method: 'GET',
  path: '/v1/user/plan/getSignPlanDetail',
  summary: "The account's plan: remaining and total signature requests, plan list",
  auth: 'session',
  response: ZPlanDetail,
});
