import { z } from 'zod';
import { ZId, ZIdOut } from '../../ids.js';
import { SEAL_KINDS, SEAL_REQUEST_STATUSES, SEAL_RIGHTS, SEAL_STATUSES } from '../../companies/seal-rules.js';
import { ZSealFaceSpec } from '../../companies/seal-face.js';

const dateTime = () => z.string().meta({ format: 'date-time' });

/** An uploaded seal picture: PNG, JPEG or WebP as a data URL (its background is removed on the server). */
export const ZSealImageUpload = z
  .string()
  .max(7 * 1024 * 1024)
  .regex(/^data:image\/[a-z+.-]+;base64,/, { error: 'seal_image_type' });

/** A seal's face: generated from a description, or a picture the company uploads. */
export const ZSealFaceInput = z.discriminatedUnion('source', [
  z.object({ source: z.literal('generated'), spec: ZSealFaceSpec }).strict(),
  z.object({ source: z.literal('uploaded'), image: ZSealImageUpload, colour: z.string().regex(/^#[0-9a-f]{6}$/i).optional() }).strict(),
]);
export type SealFaceInput = z.infer<typeof ZSealFaceInput>;

export const ZSealName = z.string().trim().min(1).max(60);

export const ZSeal = z.object({
  id: ZIdOut,
  kind: z.enum(SEAL_KINDS),
  name: z.string(),
  status: z.enum(SEAL_STATUSES),
  version: z.number().int(),
  source: z.enum(['generated', 'uploaded']),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  /** SHA-256 of the current face's file, as evidence names it. */
  faceSha256: z.string(),
  createdAt: dateTime(),
  /** Whether the official seal rule asks this seal's every use to be approved. */
  needsApproval: z.boolean(),
});
export type Seal = z.infer<typeof ZSeal>;

export const ZSealGrant = z.object({
  id: ZIdOut,
  sealId: ZIdOut,
  userId: ZIdOut,
  userName: z.string(),
  right: z.enum(SEAL_RIGHTS),
  validFrom: dateTime(),
  validUntil: dateTime(),
  /** Only agreements made from these templates; null for any agreement. */
  templateIds: z.array(ZIdOut).nullable(),
  grantedBy: z.string(),
  /** Still in force: not revoked, and today lies within its validity. */
  active: z.boolean(),
});
export type SealGrant = z.infer<typeof ZSealGrant>;

export const ZSealGrantInput = z
  .object({
    userId: ZId,
    right: z.enum(SEAL_RIGHTS),
    validUntil: z.iso.datetime({ offset: true }),
    templateIds: z.array(ZId).max(50).nullable().default(null),
  })
  .strict();

export const ZSealRequest = z.object({
  id: ZIdOut,
  sealId: ZIdOut,
  sealName: z.string(),
  sealKind: z.enum(SEAL_KINDS),
  agreementId: ZIdOut,
  agreementName: z.string(),
  requester: z.object({ id: ZIdOut, name: z.string(), email: z.string() }),
  reason: z.string(),
  status: z.enum(SEAL_REQUEST_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: dateTime().nullable(),
  comment: z.string(),
  usedAt: dateTime().nullable(),
  /** The agreement's documents changed since the request: an approval no longer holds. */
  documentsChanged: z.boolean(),
  /** Whether the caller may decide it (an approver who is not the requester). */
  mayDecide: z.boolean(),
  createdAt: dateTime(),
});
export type SealRequest = z.infer<typeof ZSealRequest>;

export const SEAL_EVENT_KINDS = ['created', 'face_changed', 'suspended', 'reactivated', 'revoked', 'granted', 'grant_revoked', 'requested', 'approved', 'rejected', 'used', 'settings_changed'] as const;
export type SealEventKind = (typeof SEAL_EVENT_KINDS)[number];

export const ZSealEvent = z.object({
  seq: z.number().int(),
  kind: z.enum(SEAL_EVENT_KINDS),
  sealId: ZIdOut.nullable(),
  actor: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: dateTime(),
  hash: z.string(),
});
export type SealEvent = z.infer<typeof ZSealEvent>;

/** The result of re-computing the log's chain: intact, or the first entry whose hash no longer matches. */
export const ZSealLogCheck = z.object({ intact: z.boolean(), entries: z.number().int(), brokenAt: z.number().int().nullable() });
