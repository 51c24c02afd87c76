import { useRef } from 'react';
import type { ChangeEvent } from 'react';
import type { FieldValue } from '../lib/field-values';

import { stampImage } from '../lib/stamp-image';

/** A hidden image input that turns the chosen picture into the field's stamp, its paper removed (issue 36). */
export function useStampPicker(fieldId: string, onChange: (fieldId: string, value: FieldValue) => void, onError: (failed: boolean) => void) {
  const input = useRef<HTMLInputElement>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    stampImage(file).then(
      (image) => {
        onError(false);
        onChange(fieldId, { image });
      },
      () => onError(true),
    );
  };
  return {
    inputProps: { ref: input, type: 'file' as const, accept: 'image/png,image/jpeg,image/webp', hidden: true, tabIndex: -1, 'aria-hidden': true, 'data-stamp-input': fieldId, onChange: onFile },
    pick: () => input.current?.click(),
  };
}
