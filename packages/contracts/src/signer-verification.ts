import { z } from 'zod';

/**
 * How a recipient proves who they are before the documents open (issue 35): nothing beyond the
 * e-mailed link, an access code the sender passes on by hand, or a 6-digit code sent to their
 * e-mail address or to a phone number the sender enters.
 */
export const SIGNER_VERIFICATION_METHODS = ['none', 'access_code', 'email_code', 'sms_code'] as const;
export type SignerVerificationMethod = (typeof SIGNER_VERIFICATION_METHODS)[number];

/** The methods that send the signer a code. */
export const SIGNER_CODE_METHODS = ['email_code', 'sms_code'] as const;
export type SignerCodeMethod = (typeof SIGNER_CODE_METHODS)[number];

export function isCodeMethod(method: SignerVerificationMethod): method is SignerCodeMethod {
  return method === 'email_code' || method === 'sms_code';
}

/**
 * How a signer was identified, as the history and the certificate say it: one of the methods, or
 * 'account_2fa' for an account holder signed in with a second factor, who counts as verified by
 * e-mail for their own address.
 */
export const SIGNER_IDENTIFIED_BY = ['email_link', 'access_code', 'email_code', 'sms_code', 'account_2fa'] as const;
export type SignerIdentifiedBy = (typeof SIGNER_IDENTIFIED_BY)[number];

/** Codes one recipient may be sent in an hour; each lives CODE_TTL_MS and takes CODE_MAX_ATTEMPTS tries. */
export const SIGNER_CODES_PER_HOUR = 5;

/** E.164: a plus, a country code and at most 15 digits in all. The server checks the number is a real mobile number. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/** A phone number as the sender types it: spaces, dashes, dots and brackets are dropped before the E.164 check. */
export const ZPhoneNumber = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(E164_PATTERN, { error: 'phone_invalid' }))
  .meta({ description: 'E.164, e.g. +8613800138000 (spaces and dashes are ignored).', example: '+8613800138000' });
