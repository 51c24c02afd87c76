/** Business constants and client timings of spec 3 and 9, in one place for server and web. */
export const TIMING = {
  /** Every call gives up after this many milliseconds. */
  requestTimeoutMs: 30_000,
  /** The device check runs this often while signed in. */
  deviceCheckIntervalMs: 6_000,
  /** Error toasts appear at most once per this window. */
  errorToastThrottleMs: 1_000,
  /** An opted-in call repeated within this window is cancelled (409). */
  repeatBlockWindowMs: 1_000,
  /** Default toast duration. */
  toastMs: 3_000,
  /** The device-limit message stays this long (with a close button). */
  deviceLimitToastMs: 10_000,
} as const;

export const SIGN_API_VERSION = '1.0.0';
export const SIGN_PRODUCT_ID = '25654';
export const PRODUCT_NAME = 'Signet';
export const SCHEME_NAME = 'winupdf';
export const DEVICE_TYPE = 'WEB';

/** Viewport widths (px) under which the layout is treated as phone or tablet. */
export const BREAKPOINTS = { mobile: 750, tablet: 960 } as const;

/** Local storage keys and the cache version of spec 3. */
export const STORAGE_KEYS = {
  deviceId: 'deviceId-V1',
  language: 'language',
  utmSource: 'utm_source',
  channel: 'channel',
  token: 'token',
  cacheVersion: 'cacheVersion',
} as const;
export const CACHE_VERSION = '1.0.0';

/** Notifications one signer may receive per day (7603 past it). */
export const MAX_NOTIFICATIONS_PER_SIGNER_PER_DAY = 10;

export const DEFAULT_PLAN_EXCEEDED_TYPE = 'file_num';
export const PLAN_EXCEEDED_TYPES = ['file_num', 'file_size', 'file_page', 'sign_num', 'chat_num'] as const;
export type PlanExceededType = (typeof PLAN_EXCEEDED_TYPES)[number];

/** Query parameter that switches a page to the China region (`?region=cn`), besides the host name. */
export const REGION_QUERY_PARAM = 'region';
export const REGIONS = ['intl', 'cn'] as const;
export type Region = (typeof REGIONS)[number];

/** Size units of spec 9, shown with two decimals. */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * The sender-visible agreement states: spec 4's seven, then Signet's 'expired' (issue 18): its
 * expiry date passed before every signer signed. Not final: extending the date reopens it.
 */
export const AGREEMENT_STATUSES = ['draft', 'updating', 'waiting', 'completed', 'failed', 'declined', 'voided', 'expired'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/**
 * What a recipient does (issue 33). signer: fills and signs their fields. approver: reads the
 * documents and approves, or rejects (which declines the agreement). filler: fills fields of the
 * recipients of later steps before they sign. viewer: hears at send and may view. copy: receives
 * the sealed document when it completes (and, if asked, the invitation at send).
 */
export const RECIPIENT_ROLES = ['signer', 'viewer', 'approver', 'copy', 'filler'] as const;
export type RecipientRole = (typeof RECIPIENT_ROLES)[number];

/** The roles that act, so take a step in the route; viewers and copies stand outside it. */
export const ACTING_ROLES = ['signer', 'approver', 'filler'] as const satisfies readonly RecipientRole[];
export type ActingRole = (typeof ACTING_ROLES)[number];
export const isActingRole = (role: RecipientRole): role is ActingRole => (ACTING_ROLES as readonly string[]).includes(role);

/** The roles that may be given fields of their own: a filler fills others', viewers and copies none. */
export const FIELD_HOLDER_ROLES = ['signer', 'approver'] as const satisfies readonly RecipientRole[];
export const holdsFields = (role: RecipientRole): boolean => (FIELD_HOLDER_ROLES as readonly string[]).includes(role);

/**
 * A step's group: 'all', every member acts; 'any', the first member to act finishes the step
 * and the others are released (e签宝's 或签).
 */
export const GROUP_MODES = ['all', 'any'] as const;
export type GroupMode = (typeof GROUP_MODES)[number];

/**
 * Where a recipient is in the journey, for the sender's progress view. pending: not
 * invited yet (a later step, a copy before completion, or the sender of "Just need my
 * signature"); invited: a notice went out; viewed: opened the link; signed (a filler: filled),
 * approved, declined (an approver: rejected) and released (another member of their any-one-of
 * group acted) are final. Viewers end at viewed.
 */
export const RECIPIENT_STATUSES = ['pending', 'invited', 'viewed', 'signed', 'declined', 'approved', 'released'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
