import { SEAL_DEFAULT_CENTRE_TEXT, SEAL_DEFAULT_COLOUR, SEAL_FACE_SIZES, type SealKind, type SealShape, type ZSealFaceInput } from '@signet/contracts';
import type { z } from 'zod';

/** A face as the form sends it (the server fills in the spec's defaults). */
export type SealFaceBody = z.input<typeof ZSealFaceInput>;

/** The new-seal form's face: drawn from these values, or an uploaded picture. */
export interface SealFaceValues {
  source: 'generated' | 'uploaded';
  companyName: string;
  centreText: string;
  serial: string;
  personName: string;
  shape: SealShape;
  sizeMm: number;
  colour: string;
  /** The chosen picture as a data URL; '' before one is chosen. */
  image: string;
}

/** A legal representative's seal is square; the others start round, at their largest size. */
export const shapesFor = (kind: SealKind): readonly SealShape[] => (kind === 'legal_rep' ? ['square'] : ['round', 'oval', 'square']);

/** A fresh face for a kind: the company's legal name, the kind's usual centre text, seal red. */
export function defaultFaceValues(kind: SealKind, legalName: string): SealFaceValues {
  const shape = shapesFor(kind)[0] ?? 'round';
  return {
    source: 'generated',
    companyName: legalName.slice(0, 40),
    centreText: SEAL_DEFAULT_CENTRE_TEXT[kind],
    serial: '',
    personName: '',
    shape,
    sizeMm: SEAL_FACE_SIZES[shape][0],
    colour: SEAL_DEFAULT_COLOUR,
    image: '',
  };
}

/** Another kind keeps what was typed, but takes that kind's centre text, and a square when it must be. */
export function withKind(values: SealFaceValues, previous: SealKind, kind: SealKind): SealFaceValues {
  const centreText = values.centreText === SEAL_DEFAULT_CENTRE_TEXT[previous] ? SEAL_DEFAULT_CENTRE_TEXT[kind] : values.centreText;
  const shape = shapesFor(kind).includes(values.shape) ? values.shape : (shapesFor(kind)[0] ?? 'round');
  const sizes: readonly number[] = SEAL_FACE_SIZES[shape];
  return { ...values, centreText, shape, sizeMm: sizes.includes(values.sizeMm) ? values.sizeMm : (sizes[0] ?? 42) };
}

/** The face to preview and save, or null while it cannot be drawn (no company name, no picture, no person for a legal representative). */
export function faceInputOf(kind: SealKind, values: SealFaceValues): SealFaceBody | null {
  if (values.source === 'uploaded') return values.image ? { source: 'uploaded', image: values.image, colour: values.colour } : null;
  const companyName = values.companyName.trim();
  const personName = values.personName.trim();
  if (!companyName || companyName.length > 40) return null;
  if (kind === 'legal_rep' && (personName.length < 2 || personName.length > 8)) return null;
  return {
    source: 'generated',
    spec: {
      kind,
      shape: values.shape,
      companyName,
      centreText: values.centreText.trim(),
      ...(values.serial.trim() ? { serial: values.serial.trim() } : {}),
      ...(kind === 'legal_rep' ? { personName } : {}),
      colour: values.colour,
      sizeMm: values.sizeMm,
    },
  };
}
