import { z } from 'zod';
import { ZIdOut } from '../../ids.js';
import { defineOperation } from '../../operation.js';
import { RECIPIENT_ROLES } from '../../constants.js';

/**
 * What a verification found:
 * - 'authentic': Signet's seal is intact and covers the whole file: not one byte changed since sealing;
 * - 'modified': a seal is there but the file changed after it (digest mismatch, or bytes added after the signed range);
 * - 'not_signet': a valid signature, but not by a Signet sealing certificate;
 * - 'unsigned': no digital signature at all (or none that can be read).
 */
export const VERIFY_VERDICTS = ['authentic', 'modified', 'not_signet', 'unsigned'] as const;
export type VerifyVerdict = (typeof VERIFY_VERDICTS)[number];

/** One signature in the file, as the verify page lists them. */
export const ZVerifiedSignature = z.object({
  /** The signer's certificate subject ("CN=…, O=…"); null when the signature cannot be read. */
  signer: z.string().nullable(),
  /** The signing time the signature states (its /M): the signer's own clock, attested only by a timestamp. */
  signedAt: z.string().nullable().meta({ format: 'date-time' }),
  /** The CMS signature verifies over the bytes it covers. */
  intact: z.boolean(),
  /** It covers the whole file but itself: true only for the newest signature of an unchanged file. */
  coversWholeFile: z.boolean(),
  /** The signer's certificate is one Signet sealed with. */
  sealedBySignet: z.boolean(),
  timestampedAt: z.string().nullable().meta({ format: 'date-time' }),
});
export type VerifiedSignature = z.infer<typeof ZVerifiedSignature>;

export const ZVerifyResult = z.object({
  verdict: z.enum(VERIFY_VERDICTS),
  /** SHA-256 of the file as uploaded. */
  sha256: z.string(),
  signature: z
    .object({
      /** The CMS signature verifies over the signed byte ranges. */
      intact: z.boolean(),
      /** The signed ranges cover the whole file but the signature itself. */
      coversWholeFile: z.boolean(),
      /** The signer's certificate is one Signet sealed with. */
      sealedBySignet: z.boolean(),
      signer: z.string().nullable(),
      /** The time of an RFC 3161 timestamp in the seal, if any. */
      timestampedAt: z.string().nullable().meta({ format: 'date-time' }),
    })
    .nullable(),
  /**
   * Every signature in the file in the order they were added: the companies' signatures, each
   * covering the file as it was when they signed, then Signet's seal, the only one to cover it all.
   */
  signatures: z.array(ZVerifiedSignature).optional(),
  /** The agreement whose stored final document (the merged one or one document's) has exactly this SHA-256; null when none does. */
  agreement: z
    .object({
      id: ZIdOut,
      name: z.string(),
      sentAt: z.string().nullable().meta({ format: 'date-time' }),
      sealedAt: z.string().meta({ format: 'date-time' }),
      /** Set when the file is one document of the agreement sealed on its own (issue 36); null for the whole agreement. Optional in the type only. */
      document: z.object({ id: ZIdOut, name: z.string() }).nullable().optional(),
      sender: z.object({ name: z.string() }),
      parties: z.array(
        z.object({
          order: z.number().int(),
          name: z.string(),
          role: z.enum(RECIPIENT_ROLES),
          signedAt: z.string().nullable().meta({ format: 'date-time' }),
          /** When they first opened it (a viewer's part); null if they never did. */
          viewedAt: z.string().nullable().meta({ format: 'date-time' }),
        }),
      ),
    })
    .nullable(),
});
export type VerifyResult = z.infer<typeof ZVerifyResult>;

/**
 * Checks a PDF anyone holds (no sign-in): whether Signet sealed it, whether it changed
 * since, and, when it is a stored final document, the agreement's name, parties and
 * times. Multipart with the PDF in "file" (at most LIMITS.maxFileBytes); 429 after
 * too many checks from one address.
 */
export const verifyDocument = defineOperation({
  id: 'verifyDocument',
  service: 'sign',
  method: 'POST',
  path: '/v1/verify',
  summary: 'Verify a sealed document (multipart/form-data, field "file"); no sign-in',
  auth: 'none',
  multipart: { fileField: 'file', fields: z.object({}) },
  response: ZVerifyResult,
});
