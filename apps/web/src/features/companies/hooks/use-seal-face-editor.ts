import type { SealKind } from '@signet/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSealFacePreview } from '../api/preview-seal-face';
import { defaultFaceValues, faceInputOf, withKind, type SealFaceValues } from '../lib/seal-face-values';

/**
 * A seal face being made: its values, the face they give, and the server's preview of it, drawn
 * once typing pauses (every keystroke would be a request).
 */
export function useSealFaceEditor(companyId: bigint, kind: SealKind, legalName: string) {
  const [values, setValues] = useState<SealFaceValues>(() => defaultFaceValues(kind, legalName));
  const [valuesKind, setValuesKind] = useState(kind);
  // The kind changed (new-seal dialog): the face follows it, as the render that saw the change.
  if (valuesKind !== kind) {
    setValuesKind(kind);
    setValues(withKind(values, valuesKind, kind));
  }
  const face = faceInputOf(kind, values);
  const [debounced] = useDebouncedValue(face, 400);
  const preview = useSealFacePreview(companyId, debounced);
  const set = (patch: Partial<SealFaceValues>) => setValues((previous) => ({ ...previous, ...patch }));
  return { values, set, face, preview };
}

export type SealFaceEditor = ReturnType<typeof useSealFaceEditor>;
