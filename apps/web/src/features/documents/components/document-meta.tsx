import type { StoredDocument } from '@signet/contracts';
import { IconFileText, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatFileSize } from '../../../hooks/use-format-file-size';
import { useAppStore } from '../../../lib/state/app-store';

export const KIND_ICON = { pdf: IconFileTypePdf, image: IconPhoto, text: IconFileText } as const;

/** A document at a glance: its pages, its size and when it was uploaded. */
export function DocumentMeta({ document }: { document: StoredDocument }) {
  const { t } = useTranslation();
  const formatSize = useFormatFileSize();
  const language = useAppStore((state) => state.language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(document.createdAt));
  return (
    <>
      {t('documents.upload.pages', { count: document.pageCount })} · {formatSize(document.original.size)} · <time dateTime={document.createdAt}>{date}</time>
    </>
  );
}
