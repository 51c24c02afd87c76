import { ATTACHMENT_MEDIA_TYPES, LIMITS, uploadSignerAttachment } from '@signet/contracts';
import type { TFunction } from 'i18next';
import { upload } from '../../../lib/api/app-client';
import { signerCallOptions } from '../api/signer-call-options';
import classes from '../components/sign-field.module.css';
import { formatFieldDate, formatFileSize } from './field-display';
import type { FieldValue } from './field-values';

/**
 * What the lazily loaded parts of issue 36's field types get from the signer's page rather than
 * import: anything they imported from the page's own modules would be split into a chunk of its
 * own, downloaded by every signer (the page's byte budget, e2e/signer-page-weight.e2e.ts).
 */
export interface RichFieldKit {
  t: TFunction;
  classes: Record<string, string>;
  formatDate: (iso: string) => string;
  formatSize: (bytes: number) => string;
  longTextChars: number;
  attachmentBytes: number;
  attachmentTypes: string;
  /** What is wrong with a file for an attachment field before it is sent (type, size); null when fine. */
  attachmentProblem: (file: File) => string | null;
  uploadAttachment: (fieldId: string, file: File, onProgress: (fraction: number) => void) => Promise<NonNullable<FieldValue['attachment']>>;
}

export function richFieldKit(t: TFunction, language: string, flowSignerId: string): RichFieldKit {
  const formatSize = (bytes: number) => formatFileSize(bytes, language);
  return {
    t,
    classes,
    formatDate: (iso) => formatFieldDate(iso, language),
    formatSize,
    longTextChars: LIMITS.fieldLongTextChars,
    attachmentBytes: LIMITS.attachmentBytes,
    attachmentTypes: ATTACHMENT_MEDIA_TYPES.join(','),
    attachmentProblem: (file) =>
      !(ATTACHMENT_MEDIA_TYPES as readonly string[]).includes(file.type)
        ? t('signing.fields.fileType')
        : file.size > LIMITS.attachmentBytes
          ? t('signing.fields.fileTooLarge', { size: formatSize(LIMITS.attachmentBytes) })
          : null,
    uploadAttachment: async (fieldId, file, onProgress) => {
      const attachment = await upload(uploadSignerAttachment, { params: { flowSignerId }, file, fields: { fieldId } }, { ...signerCallOptions(flowSignerId, { silent: true }), onUploadProgress: onProgress });
      return { id: attachment.id, name: attachment.name, size: attachment.size };
    },
  };
}
