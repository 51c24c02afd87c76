import { useDroppable } from '@dnd-kit/core';
import { Box } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FractionRect } from '../../../../components/draggable-resizable/geometry';
import { PdfPageCanvas } from '../../../../components/pdf-viewer/pdf-page-canvas';
import { CSS_UNITS } from '../../../../components/pdf-viewer/render-window';
import type { PageSize } from '../../../../components/pdf-viewer/render-window';
import type { DraftField } from '../../lib/field-draft';
import { MIN_FIELD_SIZE_PT } from '../../lib/field-geometry';
import { FieldBox } from './field-box';
import type { SignerLook } from './field-pages';

export interface PageDropData {
  documentId: string;
  page: number;
}

export const pageDropId = (documentId: string, page: number) => `page:${documentId}:${page}`;

interface FieldPageProps {
  doc: PDFDocumentProxy;
  documentId: string;
  page: number;
  /** Points as pdf.js displays the page (its rotation applied): the same box the fractions refer to. */
  size: PageSize;
  zoom: number;
  draw: boolean;
  observe: (element: HTMLElement | null) => (() => void) | undefined;
  fields: readonly DraftField[] | undefined;
  signers: ReadonlyMap<string, SignerLook>;
  selectedKey: string | null;
  onSelect: (key: string | null) => void;
  onChange: (key: string, rect: FractionRect, option?: number) => void;
  onDelete: (key: string) => void;
}

/** One page: its drawing when near the viewport, a drop target for new fields, and its fields on top. */
export const FieldPage = memo(function FieldPage({ doc, documentId, page, size, zoom, draw, observe, fields, signers, selectedKey, onSelect, onChange, onDelete }: FieldPageProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: pageDropId(documentId, page), data: { documentId, page } satisfies PageDropData });
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      setNodeRef(element);
      return observe(element);
    },
    [setNodeRef, observe],
  );
  const scale = zoom * CSS_UNITS;
  const minSizePx = useMemo(() => ({ width: MIN_FIELD_SIZE_PT.width * scale, height: MIN_FIELD_SIZE_PT.height * scale }), [scale]);

  return (
    <Box
      ref={ref}
      data-page={page}
      data-field-page={page}
      data-document-id={documentId}
      role="group"
      aria-label={t('fields.pageLabel', { n: page })}
      w={Math.round(size.width * scale)}
      h={Math.round(size.height * scale)}
      bg="white"
      style={{
        flex: 'none',
        position: 'relative',
        boxShadow: isOver ? '0 0 0 3px var(--mantine-primary-color-filled)' : '0 1px 4px rgba(0,0,0,.18)',
        transition: 'box-shadow 120ms',
      }}
    >
      {draw && <PdfPageCanvas doc={doc} pageNumber={page} zoom={zoom} />}
      {/* The fields' parent: exactly the page box, so their fractions are fractions of the displayed page. */}
      <div style={{ position: 'absolute', inset: 0 }}>
        {fields?.map((field) => {
          const look = signers.get(field.recipientId);
          return (
            <FieldBox
              key={field.key}
              field={field}
              signerName={look?.name ?? ''}
              color={look?.color ?? 'gray'}
              selected={field.key === selectedKey}
              minSizePx={minSizePx}
              onSelect={onSelect}
              onChange={onChange}
              onDelete={onDelete}
            />
          );
        })}
      </div>
    </Box>
  );
});
