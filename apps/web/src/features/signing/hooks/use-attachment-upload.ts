import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { FieldValue, SignerField } from '../lib/field-values';
import type { RichFieldKit } from '../lib/rich-field-kit';

/**
 * An attachment field's upload (issue 36): the hidden file input to spread, what to call to open
 * it, the progress while the file goes up (0 to 1, null when idle) and the problem to show. The
 * answer's id becomes the field's value; a newer upload replaces the earlier one on the server.
 */
export function useAttachmentUpload(kit: RichFieldKit, field: SignerField, onChange: (fieldId: string, value: FieldValue) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const problem = kit.attachmentProblem(file);
    setError(problem);
    if (problem) return;
    setUploading(file.name);
    setProgress(0);
    try {
      onChange(String(field.id), { attachment: await kit.uploadAttachment(String(field.id), file, setProgress) });
    } catch {
      setError(kit.t('signing.fields.uploadFailed'));
    } finally {
      setProgress(null);
      setUploading(null);
    }
  };

  return {
    inputProps: {
      ref: input,
      type: 'file' as const,
      accept: kit.attachmentTypes,
      hidden: true,
      tabIndex: -1,
      'aria-hidden': true,
      'data-attachment-input': String(field.id),
      onChange: (event: ChangeEvent<HTMLInputElement>) => void onFile(event),
    },
    pick: () => input.current?.click(),
    progress,
    uploading,
    error,
  };
}
