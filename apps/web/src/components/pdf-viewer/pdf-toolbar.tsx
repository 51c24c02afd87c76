import { ActionIcon, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowAutofitWidth, IconLayoutSidebar, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ZOOM, MIN_ZOOM, parsePageNumber } from './render-window';

export interface PdfToolbarProps {
  page: number;
  pageCount: number;
  zoom: number;
  fitted: boolean;
  thumbnailsOpen: boolean;
  onToggleThumbnails?: () => void;
  onZoom: (direction: 1 | -1) => void;
  onFitWidth: () => void;
  onGoToPage: (page: number) => void;
}

function ToolButton({ label, onClick, disabled, pressed, children }: { label: string; onClick: () => void; disabled?: boolean; pressed?: boolean; children: ReactNode }) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon variant={pressed ? 'light' : 'subtle'} color="dark" size="lg" aria-label={label} aria-pressed={pressed} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Thumbnails, page number with go-to, and zoom: every control a labelled button or field. */
export function PdfToolbar(props: PdfToolbarProps) {
  const { t } = useTranslation();
  const { page, pageCount, zoom } = props;
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    const target = draft === null ? null : parsePageNumber(draft, pageCount);
    setDraft(null);
    if (target !== null && target !== page) props.onGoToPage(target);
  };

  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" px="xs" py={6}>
      <Group gap={4} wrap="nowrap">
        {props.onToggleThumbnails && (
          <ToolButton label={t(props.thumbnailsOpen ? 'pdfViewer.hideThumbnails' : 'pdfViewer.showThumbnails')} onClick={props.onToggleThumbnails} pressed={props.thumbnailsOpen}>
            <IconLayoutSidebar size={20} aria-hidden />
          </ToolButton>
        )}
        <TextInput
          aria-label={t('pdfViewer.pageNumber')}
          value={draft ?? String(page)}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onFocus={(event) => event.currentTarget.select()}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            if (event.key === 'Escape') setDraft(null);
          }}
          inputMode="numeric"
          size="sm"
          w={56}
          styles={{ input: { textAlign: 'center' } }}
        />
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('pdfViewer.ofPages', { count: pageCount })}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <ToolButton label={t('pdfViewer.zoomOut')} onClick={() => props.onZoom(-1)} disabled={zoom <= MIN_ZOOM}>
          <IconZoomOut size={20} aria-hidden />
        </ToolButton>
        {/* A status, not a labelled paragraph (ARIA forbids naming a paragraph): read as its full words. */}
        <Text component="span" role="status" fz="sm" w={48} ta="center" aria-label={t('pdfViewer.zoomLevel', { percent: Math.round(zoom * 100) })}>
          {Math.round(zoom * 100)}%
        </Text>
        <ToolButton label={t('pdfViewer.zoomIn')} onClick={() => props.onZoom(1)} disabled={zoom >= MAX_ZOOM}>
          <IconZoomIn size={20} aria-hidden />
        </ToolButton>
        <ToolButton label={t('pdfViewer.fitWidth')} onClick={props.onFitWidth} pressed={props.fitted}>
          <IconArrowAutofitWidth size={20} aria-hidden />
        </ToolButton>
      </Group>
    </Group>
  );
}
