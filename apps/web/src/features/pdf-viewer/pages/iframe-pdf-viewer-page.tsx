import { Box } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PdfViewer } from '../../../components/pdf-viewer/pdf-viewer';
import { StatusPage } from '../../../components/status-page';
import { fileRequestHeaders } from '../../../lib/api/file-request-headers';
import { sameOriginUrl } from '../lib/same-origin-url';

/**
 * /iframe/pdfViewer?src=…: the bare viewer other pages embed. Only a PDF of this
 * origin is shown (a foreign src could make our page display anything, and must
 * never receive the session token).
 */
export function IframePdfViewerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const src = params.get('src');
  const url = src ? sameOriginUrl(src, window.location.origin) : null;
  const source = useMemo(() => (url ? { url, httpHeaders: fileRequestHeaders(url) } : null), [url]);

  if (!source) {
    return (
      <StatusPage
        icon={<IconFileAlert size={30} stroke={1.6} />}
        title={t('pages.pdfViewer.title')}
        body={src ? t('pdfViewer.sourceRefused') : t('pdfViewer.noSource')}
        color={src ? 'red' : 'signet'}
        hideHome
      />
    );
  }
  return (
    <Box h="100dvh">
      <PdfViewer source={source} />
    </Box>
  );
}
