/**
 * The error catalogue of spec 8 plus the transport codes every response may carry.
 * Each code is answered in the `{code, data, msg}` envelope; `msg` comes from
 * `errorMessages` in the request's language.
 */
export const ErrorCode = {
  /** Success. Every successful response carries it. */
  Ok: 200,
  /** The request needs a session (missing, expired or ended `x-token`), or the app service's basic authorization is wrong. */
  Unauthorized: 401,
  /** The request failed validation: body, query or path parameters do not match the operation's contract. */
  ParameterError: 403,
  /** No route or resource with that address. */
  NotFound: 404,
  /** Client side only: the network failed or the request timed out. */
  NetworkError: 408,
  /** Client side only: an opted-in call was repeated within the repeat-block window. */
  Canceled: 409,
  /** Too many attempts (sign-in, code sends, look-ups) from one account or address. */
  TooManyRequests: 429,
  /** An unexpected failure; details stay in the server log. */
  InternalError: 500,
  /** Sign-in failed: no account with that e-mail and password. Deliberately says neither which. */
  WrongCredentials: 2001,
  /** A one-time code is wrong, expired, used, or was tried too often. */
  CodeInvalid: 2002,
  /** A changed e-mail (proven by its code) already belongs to another account. */
  EmailInUse: 2003,
  /** Changing the password: the current password given is wrong. */
  CurrentPasswordWrong: 2004,
  /** The device check found this device's session signed out; switch accounts and retry. */
  SwitchAccount: 2010,
  /** The device check found more devices online than the plan allows. */
  TooManyDevices: 2008,
  /** The plan's chat (AI assistant) allowance is used up. */
  ChatNumExceed: 7004,
  /** A file is larger than the plan allows. */
  FileSizeExceed: 5007,
  /** A file has more pages than the plan allows. */
  FilePageExceed: 7005,
  /** Another request is changing the process; try again shortly. */
  ProcessLocked: 7025,
  /** A draft was saved from an older copy: someone (another tab) saved it since. Reload, then edit. */
  DraftChanged: 7026,
  /** The process was already created (a repeated create). */
  AlreadyCreated: 7201,
  /** The process was abandoned by its sender. */
  ProcessAbandoned: 7202,
  /** The process was deleted (moved to the trash). */
  ProcessDeleted: 7203,
  /** The process has no file, so it cannot be sent or copied. */
  ProcessHasNoFile: 7204,
  /** A signer has no signature field placed. */
  SigningLocationMissing: 7205,
  /** The account's signature quota is used up. */
  SignatureQuotaUsedUp: 7206,
  /** The signer's access key (access code) is wrong. */
  AccessKeyWrong: 7300,
  /** The signer's access key (access code) is required but was not given. */
  AccessKeyEmpty: 7301,
  /** The caller may not operate on this process. */
  NoPermission: 7403,
  /** The signature (signer record) does not exist. */
  SignatureNotFound: 7404,
  /** The file of the signature does not exist. */
  SignatureFileNotFound: 7405,
  /** The signer's signature image does not exist. */
  SignatureImageNotFound: 7406,
  /** A signer declined the process. */
  ProcessRejected: 7407,
  /** The sender voided the process. */
  ProcessVoided: 7408,
  /** The process is completed; nothing is left to sign. */
  ProcessCompleted: 7410,
  /** The signing order is on and signers before this one have not signed yet; `data.waitingFor` names them. */
  NotYourTurn: 7411,
  /** Another member of this recipient's any-one-of group acted for it first (issue 33); nothing more is asked of them. */
  GroupActedAlready: 7412,
  /** The initiator has no e-mail set in the user center. */
  InitiatorEmailMissing: 7501,
  /** The signing link expired; open the latest e-mail. */
  LinkExpired: 7601,
  /** The notification expired; ask the sender to notify again. */
  NotificationExpired: 7602,
  /** A signer was notified more than the daily maximum. */
  NotifyLimitReached: 7603,
  /** Re-sending found no signer still to sign ('There are no more signers to send.'). */
  NoPendingSigners: 7604,
  /** The file is password-protected. */
  FileHasPassword: 7800,
  /** The file is empty (zero bytes). */
  FileHasNoSize: 7801,
  /** The file has no pages. */
  FileHasNoPages: 7802,
  /** Signet (issue 17): no licence code matches what was typed. */
  LicenceCodeInvalid: 8001,
  /** Signet (issue 17): the licence code was redeemed before (by anyone). */
  LicenceCodeUsed: 8002,
  /** Signet (issue 17): no payment provider is switched on, so plans come by licence code. */
  PaymentUnavailable: 8003,
  /** Signet (issue 18): a read-only API key tried to change something. */
  ApiKeyReadOnly: 8101,
  /** Signet (issue 18): the call manages the account's sign-in or keys, which only a signed-in session may do. */
  SessionRequired: 8102,
  /** Signet (issue 18): the account already has as many API keys as allowed. */
  ApiKeyLimit: 8103,
  /** Signet (issue 18): an Idempotency-Key was sent again with a different request. */
  IdempotencyKeyReused: 8104,
  /** Signet (issue 18): the first request with this Idempotency-Key has not finished yet. */
  IdempotencyInProgress: 8105,
  /** Signet (issue 18): an agreement's expiry date must lie ahead (and within LIMITS.expiryDays). */
  ExpiryNotAhead: 8106,
  /** Signet (issue 32): the caller is not, or no longer, a member of the company. */
  NotCompanyMember: 8201,
  /** Signet (issue 32): the caller's role in the company does not allow this (data.role names theirs). */
  CompanyRoleTooLow: 8202,
  /** Signet (issue 32): the invitation link is unknown, withdrawn, used or past its week (data.reason). */
  InvitationUnusable: 8204,
  /** Signet (issue 32): the invitation was sent to another address than the signed-in account's. */
  InvitationForAnotherEmail: 8205,
  /** Signet (issue 32): the owner cannot leave, be removed or lose the role; ownership passes by transfer. */
  OwnerStays: 8206,
  /** Signet (issue 32): the address already belongs to a member, or has an open invitation. */
  AlreadyInCompany: 8207,
  /** Signet (issue 32): every seat of the company is taken (data.seats says how many it has). */
  SeatsUsedUp: 8208,
  /** Signet (issue 32): the company's seats renew by subscription; they change in the billing portal, not by a second purchase. */
  SubscriptionExists: 8209,
  /** Signet (issue 32): the company has no subscription for a billing portal to manage. */
  NoSubscription: 8210,
  /** Signet (issue 34): the seal is suspended or revoked (data.status), or a revoked seal was to change. */
  SealUnusable: 8301,
  /** Signet (issue 34): a seal grant must end within three years, and after today. */
  SealGrantTooLong: 8302,
  /** Signet (issue 34): the signer holds no grant or approval to use this seal here (data.reason says which is missing). */
  SealNoAuthority: 8303,
  /** Signet (issue 34): the documents changed after the request was approved, so the approval no longer holds. */
  SealApprovalVoid: 8304,
  /** Signet (issue 34): nobody approves their own request to use a seal. */
  SealSelfApproval: 8305,
  /** Signet (issue 34): an uploaded seal picture is not a usable image (data.reason). */
  SealImageRejected: 8306,
  /** Signet (issue 34): the request was already decided or withdrawn. */
  SealRequestDecided: 8307,
  /** Signet (issue 35): this signer must enter the code sent to their e-mail or phone first (data: method, masked target). */
  SignerCodeRequired: 8401,
  /** Signet (issue 35): the signer's code is wrong, expired or used up (data.reason, data.attemptsLeft). */
  SignerCodeWrong: 8402,
  /** Signet (issue 35): too many codes asked for this hour (data.retryAfterSeconds). */
  SignerCodeLimit: 8403,
  /** Signet (issue 35): a recipient's phone number is not a valid mobile number (data.recipientIndex when sent for a row). */
  PhoneNumberInvalid: 8404,
  /** Signet (issue 35): the text message could not be sent to the recipient's number. */
  SmsNotDelivered: 8405,
  /** Signet (issue 35): the SMS provider refused the text message for good (an invalid or unreachable number, a refused sender). */
  SmsRefused: 8421,
  /** Signet (issue 35): the SMS provider failed or could not be reached; the same message may go through later. */
  SmsUnavailable: 8422,
  /** Signet (issue 35): a sensitive action wants the person to confirm it is them (no check within 10 minutes); reauthenticate, then retry. */
  ReauthRequired: 8411,
  /** Signet (issue 35): turning two-factor sign-in off (or its recovery codes) wants a second factor within 10 minutes, not a password. */
  SecondFactorReauthRequired: 8412,
  /** Signet (issue 35): the password or e-mail code was right; the account wants its second factor (data: the sign-in's ticket and methods). */
  SecondFactorRequired: 8413,
  /** Signet (issue 35): the authenticator code or recovery code is wrong, or was used already. */
  SecondFactorWrong: 8414,
  /** Signet (issue 35): the sign-in waiting for its second factor expired or was finished; sign in again. */
  SignInTicketExpired: 8415,
  /** Signet (issue 35): a passkey's answer did not verify (unknown passkey, wrong site, stale challenge). */
  PasskeyRejected: 8416,
  /** Signet (issue 35): no authenticator set-up is in progress (or it is too old); start it again. */
  TotpSetupMissing: 8417,
  /** Signet (issue 35): requiring two-factor sign-in of a company needs it on for the person switching it on. */
  AdminNeedsTwoFactor: 8418,
  /** Signet (issue 35): the company requires two-factor sign-in and this device has not passed one (data.companyId). */
  CompanyRequiresTwoFactor: 8419,
  /** Signet (issue 37): a page image link's signature is wrong (altered, or signed with another server's secret). */
  PageImageLinkInvalid: 8460,
  /** Signet (issue 37): a page image link's expiry has passed; fetch the signer view again for a fresh link. */
  PageImageLinkExpired: 8461,
  /** Signet (issue 37): page images are not made at the width asked for (data.widths lists those that are). */
  PageImageWidthNotOffered: 8462,
  /** Signet (issue 37): the document has no such page (data.pageCount). */
  PageImagePageOutOfRange: 8463,
  /** Signet (issue 37): too many pages are being drawn at once; try again in a moment, or draw the PDF in the browser. */
  PageImageBusy: 8464,
  /** Signet (issue 38): a text tag in the document is not written correctly: unclosed, no role, an unknown option or value (data: tag, page, reason). */
  TextTagMalformed: 8470,
  /** Signet (issue 38): a text tag names a field type Signet does not know (data: tag, page). */
  TextTagUnknownType: 8471,
  /** Signet (issue 38): a text tag's role matches no recipient by role name or number (data: tag, page). */
  TextTagUnknownRole: 8472,
  /** Signet (issue 38): fields were asked to come from text tags, but the document has none. */
  TextTagsNotFound: 8473,
  /** Signet (issue 38): a text tag's text could not be found in the page's drawing instructions, so it cannot be hidden (data: tag, page). */
  TextTagNotHidden: 8474,
  /** Signet (issue 38): a one-call request's document address could not be fetched (data.document, data.url, data.reason). */
  DocumentFetchFailed: 8485,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Every code that can appear in a response envelope, success included. */
export const allErrorCodes: readonly ErrorCode[] = Object.values(ErrorCode);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && (allErrorCodes as readonly number[]).includes(value);
}

/**
 * The HTTP status each code is answered with. Business codes travel as 400 or
 * 409 so proxies and logs see a failure; clients read the envelope's code.
 */
export function httpStatusOf(code: ErrorCode): number {
  if (code === ErrorCode.SwitchAccount || code === ErrorCode.TooManyDevices) return 401;
  if (code === ErrorCode.ProcessLocked || code === ErrorCode.DraftChanged || code === ErrorCode.AlreadyCreated || code === ErrorCode.NotYourTurn || code === ErrorCode.GroupActedAlready) return 409;
  if (code === ErrorCode.NetworkError || code === ErrorCode.Canceled) return 400;
  if (code < 600) return code;
  return 400;
}
