import { z } from 'zod';

/**
 * The kinds of company seal (issue 34): 公章, 合同专用章, 财务专用章, 人事专用章, 法定代表人章, other.
 * Each kind is a separate seal in Chinese practice; `legal_rep` is the legal representative's name seal.
 */
export const SEAL_KINDS = ['official', 'contract', 'finance', 'hr', 'legal_rep', 'other'] as const;
export type SealKind = (typeof SEAL_KINDS)[number];

/** A suspended seal can be made active again; a revoked one never. */
export const SEAL_STATUSES = ['active', 'suspended', 'revoked'] as const;
export type SealStatus = (typeof SEAL_STATUSES)[number];

/** What a grant lets a member do with a seal: use it, or approve others' requests to use it. */
export const SEAL_RIGHTS = ['use', 'approve'] as const;
export type SealRight = (typeof SEAL_RIGHTS)[number];

export const SEAL_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type SealRequestStatus = (typeof SEAL_REQUEST_STATUSES)[number];

/** A grant lasts at most three years (1,096 days, so a span over a leap day still fits). */
export const SEAL_GRANT_MAX_DAYS = 1096;

/** Pages as people write them: "all", or "1-3,5,8-12". */
export const ZPageRanges = z
  .string()
  .trim()
  .max(200)
  .regex(/^(all|\d+(-\d+)?(\s*,\s*\d+(-\d+)?)*)$/, { error: 'page_ranges' });

/**
 * The cross-page seal (骑缝章) a sender asks of a company party: which pages, and where on the
 * right edge the seal's centre sits, as a fraction of the page's height from the top.
 */
export const ZCrossPageSeal = z
  .object({
    pages: ZPageRanges.default('all'),
    centreFromTop: z.number().min(0.1).max(0.9).default(0.5),
  })
  .strict();
export type CrossPageSealSetting = z.infer<typeof ZCrossPageSeal>;
