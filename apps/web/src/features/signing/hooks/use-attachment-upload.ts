import { ATTACHMENT_MEDIA_TYPES, LIMITS, uploadSignerAttachment } from '@signet/contracts';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { upload } from '../../../lib/api/app-client';
import { signerCallOptions } from '../api/signer-call-options';
import { formatFileSize } from '../lib/field-display';
import type { FieldValue, SignerField } from '../lib/field-values';

/**
 * An attachment field's upload (issue 36): the hidden file input to spread, what to call to open
 * it, the progress while the file goes up (0 to 1, null when idle) and the problem to show. The
 * answer's id becomes the field's value; a newer upload replaces the earlier one on the server.
 */
export function useAttachmentUpload(flowSignerId: string, field: SignerField, onChange: (fieldId: string, value: FieldValue) => void) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (!(ATTACHMENT_MEDIA_TYPES as readonly string[]).includes(file.type)) return setError(t('signing.fields.fileType'));
    if (file.size > LIMITS.attachmentBytes) return setError(t('signing.fields.fileTooLarge', { size: formatFileSize(LIMITS.attachmentBytes, i18n.language) }));
    setError(null);
    setUploading(file.name);
    setProgress(0);
    try {
      const attachment = await upload(
        uploadSignerAttachment,
        { params: { flowSignerId }, file, fields: { fieldId: String(field.id) } },
        { ...signerCallOptions(flowSignerId, { silent: true }), onUploadProgress: setProgress },
      );
      onChange(String(field.id), { attachment: { id: attachment.id, name: attachment.name, size: attachment.size } });
    } catch {
      setError(t('signing.fields.uploadFailed'));
    } finally {
      setProgress(null);
      setUploading(null);
    }
  };

  return {
    inputProps: {
      ref: input,
      type: 'file' as const,
      accept: ATTACHMENT_MEDIA_TYPES.join(','),
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
