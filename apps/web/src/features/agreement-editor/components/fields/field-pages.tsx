import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { getAgreementDocumentFile } from '@signet/contracts';
import type { Agreement } from '@signet/contracts';
import { IconArrowsHorizontal, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FractionRect } from '../../../../components/draggable-resizable/geometry';
import { PAGE_GAP } from '../../../../components/pdf-viewer/pdf-pages';
import { PdfViewerStatus } from '../../../../components/pdf-viewer/pdf-viewer-status';
import { clampZoom, currentPageOf, fitWidthZoom, pagesToRender, stepZoom } from '../../../../components/pdf-viewer/render-window';
import type { PageSize } from '../../../../components/pdf-viewer/render-window';
import { usePdfDocument } from '../../../../components/pdf-viewer/use-pdf-document';
import { useVisiblePages } from '../../../../components/pdf-viewer/use-visible-pages';
import { pdfSource } from '../../../../lib/api/file-request';
import type { DraftField } from '../../lib/field-draft';
import { FieldPage } from './field-page';
import { useContentWidth } from '../../../../hooks/use-content-width';

type AgreementDocument = Agreement['documents'][number];

export interface SignerLook {
  name: string;
  color: string;
}

export interface FieldPagesProps {
  flowId: string;
  document: AgreementDocument;
  /** Fields of this document only. */
  fields: readonly DraftField[];
  signers: ReadonlyMap<string, SignerLook>;
  selectedKey: string | null;
  onSelect: (key: string | null) => void;
  onChange: (key: string, rect: FractionRect, option?: number) => void;
  onDelete: (key: string) => void;
  /** The scrolling element, so the editor can find the page in view. */
  scrollerRef: (element: HTMLDivElement | null) => void;
  /** Page sizes as pdf.js displays them (rotation applied), once known. */
  onPageSizes: (sizes: readonly PageSize[]) => void;
}

/** The pages of one agreement document, each with a layer of fields on top. */
export function FieldPages(props: FieldPagesProps) {
  const { flowId, document } = props;
  const source = useMemo(() => pdfSource(getAgreementDocumentFile, { params: { flowId, documentId: document.id } }), [flowId, document.id]);
  const state = usePdfDocument(source, undefined, document.pageSizes);
  if (state.status !== 'ready') {
    return (
      <Box h="100%" bg="var(--mantine-color-gray-1)">
        <PdfViewerStatus state={state} onPassword={() => undefined} />
      </Box>
    );
  }
  return <LoadedPages {...props} doc={state.doc} pageSizes={state.pageSizes} />;
}

type ZoomMode = { fit: true } | { fit: false; zoom: number };

function LoadedPages({
  document,
  fields,
  signers,
  selectedKey,
  onSelect,
  onChange,
  onDelete,
  scrollerRef,
  onPageSizes,
  doc,
  pageSizes,
}: FieldPagesProps & { doc: PDFDocumentProxy; pageSizes: PageSize[] }) {
  const { t } = useTranslation();
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      setScroller(element);
      scrollerRef(element);
    },
    [scrollerRef],
  );
  const width = useContentWidth(scroller);
  const [mode, setMode] = useState<ZoomMode>({ fit: true });
  const padding = width < 500 ? 8 : 20;
  const fitted = fitWidthZoom(width - padding * 2, pageSizes);
  const zoom = mode.fit ? Math.min(fitted, 1.5) : mode.zoom;

  const { visiblePixels, observe } = useVisiblePages(scroller, '200px 0px');
  const current = currentPageOf(visiblePixels, 1);
  const drawn = useMemo(() => new Set(pagesToRender(visiblePixels.keys(), pageSizes.length, 1)), [visiblePixels, pageSizes.length]);

  useEffect(() => onPageSizes(pageSizes), [pageSizes, onPageSizes]);

  const byPage = useMemo(() => {
    const map = new Map<number, DraftField[]>();
    for (const field of fields) map.set(field.page, [...(map.get(field.page) ?? []), field]);
    return map;
  }, [fields]);

  return (
    <Box h="100%" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Group justify="space-between" px="sm" py={4} gap="xs" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} bg="var(--mantine-color-body)">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('fields.pageLabel', { n: current })} / {pageSizes.length}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('fields.zoomOut')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('fields.zoomOut')} onClick={() => setMode({ fit: false, zoom: clampZoom(stepZoom(zoom, -1)) })}>
              <IconZoomOut size={18} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" w={44} ta="center">
            {Math.round(zoom * 100)}%
          </Text>
          <Tooltip label={t('fields.zoomIn')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('fields.zoomIn')} onClick={() => setMode({ fit: false, zoom: clampZoom(stepZoom(zoom, 1)) })}>
              <IconZoomIn size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('fields.fitWidth')}>
            <ActionIcon variant={mode.fit ? 'light' : 'subtle'} color="gray" aria-label={t('fields.fitWidth')} aria-pressed={mode.fit} onClick={() => setMode({ fit: true })}>
              <IconArrowsHorizontal size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Box
        ref={attach}
        role="region"
        aria-label={t('fields.pagesLabel', { name: document.name })}
        bg="var(--mantine-color-gray-2)"
        style={{ flex: 1, overflow: 'auto', minHeight: 0, position: 'relative' }}
        onPointerDown={(event) => {
          // A press on the grey around the pages clears the selection.
          if (!(event.target as HTMLElement).closest('[data-field-page]')) onSelect(null);
        }}
      >
        <Box style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: PAGE_GAP, padding: `${PAGE_GAP}px ${padding}px`, width: 'max-content', minWidth: '100%' }}>
          {width > 0 &&
            pageSizes.map((size, index) => (
              <FieldPage
                key={index + 1}
                doc={doc}
                documentId={String(document.id)}
                page={index + 1}
                size={size}
                zoom={mode.fit ? Math.min(zoom, fitWidthZoom(width - padding * 2, [size])) : zoom}
                draw={drawn.has(index + 1)}
                observe={observe}
                fields={byPage.get(index + 1)}
                signers={signers}
                selectedKey={selectedKey}
                onSelect={onSelect}
                onChange={onChange}
                onDelete={onDelete}
              />
            ))}
        </Box>
      </Box>
    </Box>
  );
}

