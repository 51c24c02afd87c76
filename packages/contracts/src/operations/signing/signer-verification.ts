import { z } from 'zod';
import { defineOperation } from '../../operation.js';
import { ZNoticeParams } from '../path-params.js';
import { SIGNER_CODE_METHODS } from '../../signer-verification.js';

export const ZSendSignerCodeRequest = z.object({
  /** The `t` of the e-mailed link: the credential, as for bindSignerInfo. */
  token: z.string().min(1).max(200),
});

export const ZSendSignerCodeResponse = z.object({
  method: z.enum(SIGNER_CODE_METHODS),
  /** Where the code went, masked: an***@example.com or +86 138****5678. */
  target: z.string(),
  /** Epoch milliseconds: the code works until then (10 minutes). */
  expiresAt: z.number().int(),
  /** Codes still allowed this hour after this one. */
  codesLeft: z.number().int().nonnegative(),
});

/**
 * Sends a recipient verified by e-mail or SMS code a new 6-digit code (issue 35). The link's token
 * is the credential; the same refusals as bindSignerInfo come first. A newer code replaces the
 * older one; at most SIGNER_CODES_PER_HOUR an hour per recipient (8403), and 8405 when the text
 * message could not be sent. Answers 403 for a recipient verified otherwise.
 */
export const sendSignerCode = defineOperation({
  id: 'sendSignerCode',
  service: 'sign',
  method: 'PUT',
  path: '/v1/sign/{flowSignerId}/noticeView/{flowNoticeViewId}/sendVerificationCode',
  summary: 'Send the signer a verification code by e-mail or SMS (no x-token; the link token is the credential)',
  auth: 'none',
  silentErrors: true,
  blockRepeats: true,
  params: ZNoticeParams,
  body: ZSendSignerCodeRequest,
  response: ZSendSignerCodeResponse,
});
