import { z } from 'zod';
import { LIMITS } from '../../limits.js';
import { defineOperation } from '../../operation.js';
import { ZRecipientParams } from '../path-params.js';

/** What a person keeps (issue 36): their signature and their initials, one of each. */
export const KEPT_SIGNATURE_KINDS = ['signature', 'initials'] as const;
export type KeptSignatureKind = (typeof KEPT_SIGNATURE_KINDS)[number];

/** How the image was made, as the signer's pad offers it. */
export const KEPT_SIGNATURE_SOURCES = ['draw', 'type', 'upload'] as const;

/** A PNG or JPEG data URL (or bare base64) of at most LIMITS.signatureImageBytes, checked again by its bytes. */
const ZKeptImageUpload = z.string().max(Math.ceil(LIMITS.signatureImageBytes / 3) * 4 + 64);

export const ZKeptSignature = z.object({
  /** The stored image, normalised to PNG, as a data URL ready for an <img> or a submit. */
  image: z.string(),
  madeBy: z.enum(KEPT_SIGNATURE_SOURCES),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type KeptSignature = z.infer<typeof ZKeptSignature>;

/** Both kinds; null where nothing is kept. */
export const ZKeptSignatures = z.object({
  signature: ZKeptSignature.nullable(),
  initials: ZKeptSignature.nullable(),
});
export type KeptSignatures = z.infer<typeof ZKeptSignatures>;

const ZKindParams = z.object({ kind: z.enum(KEPT_SIGNATURE_KINDS) });

/** The signed-in person's kept signature and initials. */
export const getKeptSignatures = defineOperation({
  id: 'getKeptSignatures',
  service: 'account',
  method: 'GET',
  path: '/v1/user/signatures',
  summary: 'Your kept signature and initials',
  auth: 'session',
  sessionOnly: true,
  response: ZKeptSignatures,
});

/**
 * Keeps (or replaces) the signature or the initials. The image is checked as a signing image is:
 * PNG or JPEG by its bytes, 1 byte to 1 MB, readable; stored as PNG of at most 1600 px (403 otherwise).
 */
export const saveKeptSignature = defineOperation({
  id: 'saveKeptSignature',
  service: 'account',
  method: 'PUT',
  path: '/v1/user/signatures/{kind}',
  summary: 'Keep or replace your signature or initials',
  auth: 'session',
  sessionOnly: true,
  params: ZKindParams,
  body: z.object({ image: ZKeptImageUpload, madeBy: z.enum(KEPT_SIGNATURE_SOURCES) }).strict(),
  response: ZKeptSignatures,
});

/** Forgets the kept signature or initials (nothing kept is not an error); signed agreements keep their own copies. */
export const deleteKeptSignature = defineOperation({
  id: 'deleteKeptSignature',
  service: 'account',
  method: 'DELETE',
  path: '/v1/user/signatures/{kind}',
  summary: 'Forget your kept signature or initials',
  auth: 'session',
  sessionOnly: true,
  params: ZKindParams,
  response: ZKeptSignatures,
});

/**
 * For the signing page: the kept signature and initials of the signed-in account (`x-token`)
 * when its e-mail is the recipient's (case-insensitive); else both null, never an error. The
 * signer's own credentials (`x-signer-token`) are checked as for any signer call (7404).
 */
export const getSignerKeptSignatures = defineOperation({
  id: 'getSignerKeptSignatures',
  service: 'sign',
  method: 'GET',
  path: '/v1/sign/{flowSignerId}/kept-signatures',
  summary: "The signed-in recipient's kept signature and initials, offered on the signing page",
  auth: 'signer',
  params: ZRecipientParams,
  response: ZKeptSignatures,
  silentErrors: true,
});
