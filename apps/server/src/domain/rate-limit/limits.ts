/** A fixed window: at most `limit` hits per `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every abuse limit in one place (issue 3 point 6). Per-account limits stop
 * guessing one account's password or code from many addresses; per-IP limits
 * stop one address from sweeping many accounts. IP limits are looser because
 * offices and mobile carriers put many people behind one address.
 */
export const RATE_LIMITS = {
  /** Password sign-in per e-mail: a person mistyping never needs 10 tries in 15 minutes. */
  loginPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 50, windowMs: 15 * MINUTE },
  /** One code mail per minute per e-mail and purpose, so nobody can flood an inbox... */
  sendCodePerEmail: { limit: 1, windowMs: MINUTE },
  /** ...and at most 10 a day, which covers every honest retry. */
  sendCodePerEmailDaily: { limit: 10, windowMs: DAY },
  sendCodePerIp: { limit: 30, windowMs: HOUR },
  /**
   * Code checks (register, quick login, reset, change e-mail) per e-mail. Each code
   * dies after 5 wrong tries anyway; this also caps guesses spread over new codes.
   */
  codeCheckPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  codeCheckPerIp: { limit: 50, windowMs: 15 * MINUTE },
  /** Current-password guesses from a signed-in session (a stolen token must not brute-force it). */
  passwordChangePerAccount: { limit: 10, windowMs: HOUR },
  /** checkUsernameExists reveals whether an account exists, so it is kept scarce. */
  usernameCheckPerIp: { limit: 20, windowMs: HOUR },
  /** Password tries on one locked upload: enough for typos, too few to guess a PDF password. */
  unlockUploadPerUpload: { limit: 10, windowMs: HOUR },
  /** Public document verification (issue 7): each check hashes up to 50 MB, so one address gets 60 an hour. */
  verifyPerIp: { limit: 60, windowMs: HOUR },
  /** Access-code tries on one recipient's link: typos pass, guessing a code does not. */
  signerAccessCodePerRecipient: { limit: 5, windowMs: 15 * MINUTE },
  signerAccessCodePerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** A template's public link (issue 14): reading it and its documents, per address. */
  publicTemplateViewPerIp: { limit: 300, windowMs: HOUR },
  /** Agreements started from public links, per address: a person signs a few, not hundreds. */
  publicTemplateStartPerIp: { limit: 20, windowMs: HOUR },
  /**
   * Licence codes (issue 17): a person retyping a code needs a few tries, and 100 random bits
   * cannot be guessed anyway; the limits keep a script from trying lists of leaked codes.
   */
  redeemCodePerAccount: { limit: 10, windowMs: HOUR },
  redeemCodePerIp: { limit: 30, windowMs: HOUR },
  /** The enterprise contact form: enough for a person who fixes a typo, not for a flood of mail. */
  salesEnquiryPerIp: { limit: 5, windowMs: HOUR },
  salesEnquiryPerEmail: { limit: 3, windowMs: 24 * HOUR },
  /** Invitation mails (sent and resent) per company: a company grows by dozens a day, not thousands of mails. */
  companyInvitationsPerCompany: { limit: 100, windowMs: DAY },
  /** Invitation links looked at per address: people open a link a few times; a script trying tokens gets nowhere. */
  invitationPreviewPerIp: { limit: 60, windowMs: HOUR },
  /**
   * Second-factor guesses (issue 35): an authenticator code is one of a million, valid a minute and a
   * half; ten tries a quarter hour per account make guessing hopeless, and an address gets more for offices.
   */
  secondFactorPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  secondFactorPerIp: { limit: 50, windowMs: 15 * MINUTE },
  /** Password-less passkey sign-ins per address: each verifies a signature, and no account is named to count. */
  passkeySignInPerIp: { limit: 60, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
