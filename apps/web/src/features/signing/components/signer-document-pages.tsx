import { Stack, Text } from '@mantine/core';
import { getSignerDocumentFile } from '@signet/contracts';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfOverlayPages } from '../../../components/pdf-viewer/pdf-overlay-pages';
import type { PageSize } from '../../../components/pdf-viewer/render-window';
import { pdfSource } from '../../../lib/api/file-request';
import type { SignerDocument } from '../lib/field-values';

interface SignerDocumentPagesProps {
  flowSignerId: string;
  document: SignerDocument;
  scroller: HTMLElement | null;
  width: number;
  maxZoom: number;
  showName: boolean;
  renderFields: (page: number, pagePx: PageSize) => ReactNode;
}

/** One document's pages on the sign page, with the signer's fields on top. */
export function SignerDocumentPages({ flowSignerId, document, scroller, width, maxZoom, showName, renderFields }: SignerDocumentPagesProps) {
  const { t } = useTranslation();
  const source = useMemo(() => pdfSource(getSignerDocumentFile, { params: { flowSignerId: flowSignerId, documentId: document.id } }), [flowSignerId, document.id]);
  return (
    <Stack gap="xs" component="section" aria-label={t('signing.sign.documentPages', { name: document.name })} w={width} style={{ alignItems: 'safe center' }}>
      {showName && (
        <Text fw={600} size="sm" c="dimmed" w="100%">
          {document.name}
        </Text>
      )}
      <PdfOverlayPages
        source={source}
        pageSizes={document.pageSizes}
        scroller={scroller}
        width={width}
        maxZoom={maxZoom}
        renderOverlay={renderFields}
        pageLabel={(page) => `${document.name}, ${t('signing.sign.pageLabel', { n: page })}`}
      />
    </Stack>
  );
}
