import { z } from 'zod';
import { SEAL_KINDS } from './seal-rules.js';

/** How a generated seal looks (issue 34). Placeholder until the seal-face module lands. */
export const ZSealFaceSpec = z
  .object({
    kind: z.enum(SEAL_KINDS),
    shape: z.enum(['round', 'oval', 'square']).default('round'),
    companyName: z.string().trim().min(1).max(40),
    centreText: z.string().trim().max(12).optional(),
    serial: z.string().trim().max(20).optional(),
    personName: z.string().trim().min(2).max(8).optional(),
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/).default('#d0021b'),
    sizeMm: z.union([z.literal(42), z.literal(40), z.literal(38)]).default(42),
  })
  .strict();
export type SealFaceSpec = z.infer<typeof ZSealFaceSpec>;
