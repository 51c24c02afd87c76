import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** Embedded by other pages; it has no header and offers no way away from the frame. */
export function IframePdfViewerPage() {
  const { t } = useTranslation();
  return <ComingSoon icon={<IconFileTypePdf size={32} stroke={1.6} />} title={t('pages.pdfViewer.title')} body={t('pages.pdfViewer.body')} hideHome />;
}
