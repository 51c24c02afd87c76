import { z } from 'zod';
import { userText } from '../user-text.js';
import { ZAccentColor } from './brand-colour.js';

import { SEAL_KINDS, type SealKind } from './seal-rules.js';

export const SEAL_SHAPES = ['round', 'oval', 'square'] as const;
export type SealShape = (typeof SEAL_SHAPES)[number];

/**
 * The sizes a seal may be cut in, in mm, largest first; the first is the default. Round: the
 * diameter (42 mm is the common 公章, 40 and 38 for smaller companies and special seals). Oval: the
 * width, always SEAL_OVAL_HEIGHT_MM high (45 × 30 and 40 × 30 are the usual cuts). Square: the side
 * (a legal representative's seal is usually 20 or 18 mm, much smaller than the company's).
 */
export const SEAL_FACE_SIZES = { round: [42, 40, 38], oval: [45, 40], square: [20, 18] } as const satisfies Record<SealShape, readonly number[]>;
export const SEAL_OVAL_HEIGHT_MM = 30;

/** Seal red (印泥 on paper), where a company chose none. */
export const SEAL_DEFAULT_COLOUR = '#d0021b';

/** The horizontal line under the star when none is given. 公章 carries only the star. */
export const SEAL_DEFAULT_CENTRE_TEXT: Record<SealKind, string> = {
  official: '',
  contract: '合同专用章',
  finance: '财务专用章',
  hr: '人事专用章',
  legal_rep: '',
  other: '',
};

/** What a generated seal face shows; `ZSealFaceSpec` fills in the defaults. */
export const ZSealFaceSpec = z
  .strictObject({
    kind: z.enum(SEAL_KINDS),
    /** Left out: square for a legal representative's seal (it is never anything else), round for the rest. */
    shape: z.enum(SEAL_SHAPES).optional(),
    /** The company's legal name, along the upper arc (or in the grid of a square company seal). */
    companyName: userText().min(1).max(40),
    /** Left out: SEAL_DEFAULT_CENTRE_TEXT for the kind. An empty string draws no line. */
    centreText: userText().max(12).optional(),
    /** Along the lower arc, small (the 13-digit filing code on most seals). */
    serial: userText().max(20).optional(),
    /** A legal representative's seal only: the person's name, drawn with 印 in a grid. */
    personName: userText().min(2).max(8).optional(),
    colour: ZAccentColor.default(SEAL_DEFAULT_COLOUR),
    /** One of SEAL_FACE_SIZES for the shape; left out, the first. */
    sizeMm: z.number().optional(),
  })
  .superRefine((spec, ctx) => {
    const legalRep = spec.kind === 'legal_rep';
    if (legalRep && spec.shape && spec.shape !== 'square') ctx.addIssue({ code: 'custom', path: ['shape'], message: 'seal_legal_rep_square' });
    if (legalRep && !spec.personName) ctx.addIssue({ code: 'custom', path: ['personName'], message: 'seal_person_name_required' });
    if (!legalRep && spec.personName) ctx.addIssue({ code: 'custom', path: ['personName'], message: 'seal_person_name_legal_rep_only' });
    const sizes: readonly number[] = SEAL_FACE_SIZES[resolvedShape(spec)];
    if (spec.sizeMm !== undefined && !sizes.includes(spec.sizeMm)) ctx.addIssue({ code: 'custom', path: ['sizeMm'], message: 'seal_size' });
  })
  .transform((spec) => {
    const shape = resolvedShape(spec);
    return {
      kind: spec.kind,
      shape,
      companyName: spec.companyName,
      centreText: spec.centreText ?? SEAL_DEFAULT_CENTRE_TEXT[spec.kind],
      serial: spec.serial ?? '',
      personName: spec.personName ?? '',
      colour: spec.colour.toLowerCase(),
      sizeMm: spec.sizeMm ?? SEAL_FACE_SIZES[shape][0],
    };
  });
export type SealFaceSpecInput = z.input<typeof ZSealFaceSpec>;
/** A spec with every default filled in: what the server draws from. */
export type SealFaceSpec = z.output<typeof ZSealFaceSpec>;

function resolvedShape(spec: { kind: SealKind; shape?: SealShape | undefined }): SealShape {
  return spec.shape ?? (spec.kind === 'legal_rep' ? 'square' : 'round');
}

/** What an uploaded seal image may be (issue 34): checked on the bytes, never on the file name. */
export const SEAL_IMAGE_LIMITS = {
  /** PNG, JPEG or WebP, by their first bytes. */
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 5 * 1024 * 1024,
  /** A side shorter than this cannot print a seal sharply; also applies to the seal once its background is trimmed. */
  minSidePx: 64,
  /** A side longer than this is refused before decoding (a phone photo is about 4000 px). */
  maxSidePx: 4000,
  /** The cleaned seal is scaled down to fit this; at 42 mm that is over 700 dpi. */
  cleanedMaxSidePx: 1200,
} as const;
