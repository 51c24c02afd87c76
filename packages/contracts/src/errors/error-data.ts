import { z } from 'zod';
import { ZIdOut } from '../ids.js';
import { ZSignerRefusal } from '../operations/signing/signer-refusal.js';
import { ZSecondFactorChallenge } from '../operations/account/two-factor-schemas.js';
import { ErrorCode } from './error-codes.js';
import { SIGNER_CODE_METHODS } from '../signer-verification.js';

/** One failed input of a 403: where it was, which field, and why (a catalogue key or a sentence). */
export const ZParameterIssue = z.object({
  in: z.enum(['params', 'query', 'headers', 'body']),
  path: z.string(),
  message: z.string(),
  /** A field value's problem (issue 36: fieldValueProblem's kinds, 'hidden', 'not_phone'…) and its numbers, for a client to say it in its language. */
  kind: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).optional(),
});
export type ParameterIssue = z.infer<typeof ZParameterIssue>;

const ZRecipientIndex = z.number().int().nonnegative();

/**
 * The envelope's `data` of each failure that carries some; every other code answers
 * `data: null`. The server may only throw these shapes (AppError is typed by them),
 * and a client reads them through `readErrorData`, validated rather than cast.
 */
export const ERROR_DATA = {
  [ErrorCode.ParameterError]: z.object({
    issues: z.array(ZParameterIssue).optional(),
    /** Fields left empty that need a value: required ones when signing, read-only ones when sending. */
    missingFieldIds: z.array(z.string()).optional(),
    /** Sending: the recipient row whose details are incomplete. */
    recipientIndex: ZRecipientIndex.optional(),
  }),
  [ErrorCode.TooManyRequests]: z.object({ retryAfterSeconds: z.number().int().nonnegative() }),
  [ErrorCode.DraftChanged]: z.object({ revision: z.number().int().nonnegative() }),
  [ErrorCode.SigningLocationMissing]: z.object({ recipientIndex: ZRecipientIndex }),
  [ErrorCode.NotYourTurn]: z.object({ waitingFor: z.array(z.string()) }),
  [ErrorCode.NotifyLimitReached]: z.object({ recipientIndex: ZRecipientIndex }),
  [ErrorCode.FileHasPassword]: z.object({ uploadId: ZIdOut, fileName: z.string() }),
  // A signer call refused for a recipient who proved who they are: who ended it, when, whom to ask.
  // The same codes answered to a sender carry no data.
  [ErrorCode.ProcessRejected]: ZSignerRefusal,
  [ErrorCode.ProcessVoided]: ZSignerRefusal,
  [ErrorCode.ProcessCompleted]: ZSignerRefusal,
  [ErrorCode.ProcessDeleted]: ZSignerRefusal,
  [ErrorCode.ProcessAbandoned]: ZSignerRefusal,
  [ErrorCode.NoPermission]: ZSignerRefusal,
  [ErrorCode.LinkExpired]: ZSignerRefusal,
  [ErrorCode.NotificationExpired]: ZSignerRefusal,
  [ErrorCode.GroupActedAlready]: ZSignerRefusal,
  // The company the caller is not in; `workspaceEnded` when this device was working in it (the
  // person was removed or left elsewhere) and the server has moved it to the personal space.
  [ErrorCode.NotCompanyMember]: z.object({ companyId: ZIdOut, workspaceEnded: z.boolean().optional() }),
  [ErrorCode.SeatsUsedUp]: z.object({ seats: z.number().int() }),
  [ErrorCode.SealUnusable]: z.object({ status: z.enum(['active', 'suspended', 'revoked']) }),
  // no_grant: nothing allows it; grant_expired: the grant ended; template: the grant covers other
  // templates; needs_approval: the official seal rule wants an approval even with a grant.
  [ErrorCode.SealNoAuthority]: z.object({ reason: z.enum(['no_grant', 'grant_expired', 'template', 'needs_approval', 'not_member', 'kind']) }),
  // Issue 35: the sign-in's ticket and the methods the account has; the device stays where it was
  // (workspaceEnded true when the server moved it back to the personal space).
  [ErrorCode.SecondFactorRequired]: ZSecondFactorChallenge,
  [ErrorCode.CompanyRequiresTwoFactor]: z.object({ companyId: ZIdOut, workspaceEnded: z.boolean().optional() }),
  [ErrorCode.SealImageRejected]: z.object({ reason: z.enum(['not_an_image', 'too_large', 'too_small', 'too_big_pixels']) }),
  // Issue 35: a verified signer must enter a code first: how, where it goes (masked), and when the
  // newest live code was sent (null when none is live, so the page offers to send one).
  [ErrorCode.SignerCodeRequired]: z.object({ method: z.enum(SIGNER_CODE_METHODS), target: z.string(), sentAt: z.number().int().nullable() }),
  // 'wrong' leaves `attemptsLeft` tries of this code; 'expired' covers used up, replaced or too old: ask for a new one.
  [ErrorCode.SignerCodeWrong]: z.object({ reason: z.enum(['wrong', 'expired']), attemptsLeft: z.number().int().nonnegative() }),
  [ErrorCode.SignerCodeLimit]: z.object({ retryAfterSeconds: z.number().int().nonnegative() }),
  [ErrorCode.PhoneNumberInvalid]: z.object({ recipientIndex: ZRecipientIndex }),
  // Issue 37: the widths page images are made at, and how many pages the document has.
  [ErrorCode.PageImageWidthNotOffered]: z.object({ widths: z.array(z.number().int()) }),
  [ErrorCode.PageImagePageOutOfRange]: z.object({ pageCount: z.number().int() }),
  /** A one-call request's document (its place in `documents`), the address and what went wrong (issue 38). */
  [ErrorCode.DocumentFetchFailed]: z.object({ document: z.number().int().nonnegative(), url: z.string(), reason: z.string() }),
  [ErrorCode.PageImageBusy]: z.object({ retryAfterSeconds: z.number().int().nonnegative() }),
  // Issue 38: the text tag as written in the document and its 1-based page; a malformed tag also says why.
  [ErrorCode.TextTagMalformed]: z.object({ tag: z.string(), page: z.number().int(), reason: z.enum(['unclosed', 'missing_role', 'unknown_option', 'bad_value']) }),
  [ErrorCode.TextTagUnknownType]: z.object({ tag: z.string(), page: z.number().int() }),
  [ErrorCode.TextTagUnknownRole]: z.object({ tag: z.string(), page: z.number().int() }),
  [ErrorCode.TextTagNotHidden]: z.object({ tag: z.string(), page: z.number().int() }),
} as const;

type DataSchemas = typeof ERROR_DATA;
export type ErrorCodeWithData = keyof DataSchemas;

/** What the server puts in `data` for a code (never anything for a code without a shape). */
export type ErrorDataInput<C extends ErrorCode> = C extends ErrorCodeWithData ? z.input<DataSchemas[C]> : never;
/** What a client reads from `data` for a code. */
export type ErrorData<C extends ErrorCodeWithData> = z.output<DataSchemas[C]>;

export function hasErrorData(code: number): code is ErrorCodeWithData {
  return Object.hasOwn(ERROR_DATA, code);
}

/** A failure's data in its code's shape, or null when it has none or does not match. */
export function readErrorData<C extends ErrorCodeWithData>(code: C, data: unknown): ErrorData<C> | null {
  const parsed = ERROR_DATA[code].safeParse(data);
  // Validated by this code's own schema; TypeScript cannot narrow the table's union by C.
  return parsed.success ? (parsed.data as ErrorData<C>) : null;
}
