import { Stack, Text } from '@mantine/core';
import { getSignerDocumentFile } from '@signet/contracts';
import { Suspense, lazy, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOverlayPages } from '../../../components/pdf-viewer/image-overlay-pages';
import type { PageSize } from '../../../components/pdf-viewer/render-window';
import { pdfSource } from '../../../lib/api/file-request';
import type { SignerDocument } from '../lib/field-values';

// pdf.js's pages only when a document has no page images (or one failed): most signers never load them.
const PdfOverlayPages = lazy(async () => ({ default: (await import('../../../components/pdf-viewer/pdf-overlay-pages')).PdfOverlayPages }));

interface SignerDocumentPagesProps {
  flowSignerId: string;
  document: SignerDocument;
  scroller: HTMLElement | null;
  width: number;
  maxZoom: number;
  showName: boolean;
  renderFields: (page: number, pagePx: PageSize) => ReactNode;
}

/**
 * One document's pages on the sign page, with the signer's fields on top: the server's page images
 * (issue 37), or pdf.js when the document has none or one could not be had.
 */
export function SignerDocumentPages({ flowSignerId, document, scroller, width, maxZoom, showName, renderFields }: SignerDocumentPagesProps) {
  const { t } = useTranslation();
  const [imagesFailed, setImagesFailed] = useState(false);
  const source = useMemo(() => pdfSource(getSignerDocumentFile, { params: { flowSignerId: flowSignerId, documentId: document.id } }), [flowSignerId, document.id]);
  const pageLabel = (page: number) => `${document.name}, ${t('signing.sign.pageLabel', { n: page })}`;
  const images = imagesFailed ? undefined : document.pageImages;
  return (
    <Stack gap="xs" component="section" aria-label={t('signing.sign.documentPages', { name: document.name })} w={width} style={{ alignItems: 'safe center' }}>
      {showName && (
        <Text fw={600} size="sm" c="dimmed" w="100%">
          {document.name}
        </Text>
      )}
      {images ? (
        <ImageOverlayPages
          images={images}
          pageSizes={document.pageSizes}
          scroller={scroller}
          width={width}
          maxZoom={maxZoom}
          renderOverlay={renderFields}
          pageLabel={pageLabel}
          onFailed={() => setImagesFailed(true)}
        />
      ) : (
        <Suspense fallback={null}>
          <PdfOverlayPages source={source} pageSizes={document.pageSizes} scroller={scroller} width={width} maxZoom={maxZoom} renderOverlay={renderFields} pageLabel={pageLabel} />
        </Suspense>
      )}
    </Stack>
  );
}
