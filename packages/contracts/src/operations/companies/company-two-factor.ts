import { z } from 'zod';
import { ZId } from '../../ids.js';
import { defineOperation } from '../../operation.js';
import { ZCompany } from './company-schemas.js';

/**
 * Requires two-factor sign-in of every member (owner and admins, `company.edit`; issue 35). Only
 * someone with two-factor sign-in on may switch it on (8418). Members without it are then refused
 * company work (8419) until they turn it on in their own security settings.
 */
export const setCompanyTwoFactorRequirement = defineOperation({
  id: 'setCompanyTwoFactorRequirement',
  service: 'account',
  method: 'PUT',
  path: '/v1/companies/{companyId}/two-factor',
  summary: 'Require two-factor sign-in of the members (or stop requiring it)',
  auth: 'session',
  sessionOnly: true,
  params: z.object({ companyId: ZId }),
  body: z.object({ required: z.boolean() }).strict(),
  response: z.object({ company: ZCompany }),
});
