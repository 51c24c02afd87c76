import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfThumbnails } from '../../../components/pdf-viewer/pdf-thumbnails';
import { PdfViewer } from '../../../components/pdf-viewer/pdf-viewer';
import { PdfViewerModal } from '../../../components/pdf-viewer/pdf-viewer-modal';
import { PdfViewerStatus } from '../../../components/pdf-viewer/pdf-viewer-status';
import { usePdfDocument } from '../../../components/pdf-viewer/use-pdf-document';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useTestSource } from '../lib/use-test-source';

/** The layout's header is 56 px; the workbench fills the rest of the screen. */
const BELOW_HEADER = 'calc(100dvh - 57px)';

function Heading({ page }: { page: 'testPdfViewer' | 'testPdfThumb' | 'testPdfViewerDialog' }) {
  const { t } = useTranslation();
  const { isSample } = useTestSource();
  usePageTitle(t(`pages.${page}.title`));
  return (
    <Stack gap={2} px="md" py="xs">
      <Title order={1} fz="lg">
        {t(`pages.${page}.title`)}
      </Title>
      <Text fz="sm" c="dimmed">
        {isSample ? t('pdfViewer.sampleNote') : t(`pages.${page}.body`)}
      </Text>
    </Stack>
  );
}

/** /test/pdfViewer: the full viewer. */
export function TestPdfViewerPage() {
  const { source } = useTestSource();
  return (
    <Box h={BELOW_HEADER} style={{ display: 'flex', flexDirection: 'column' }}>
      <Heading page="testPdfViewer" />
      <Box style={{ flex: 1, minHeight: 0 }}>
        <PdfViewer source={source} />
      </Box>
    </Box>
  );
}

/** /test/pdfThumb: the thumbnails alone, as a grid. */
export function TestPdfThumbPage() {
  const { t } = useTranslation();
  const { source } = useTestSource();
  const state = usePdfDocument(source, undefined);
  const [selected, setSelected] = useState(1);
  return (
    <Box h={BELOW_HEADER} style={{ display: 'flex', flexDirection: 'column' }}>
      <Heading page="testPdfThumb" />
      <Text px="md" fz="sm" aria-live="polite">
        {t('pdfViewer.selectedPage', { n: selected })}
      </Text>
      <Box style={{ flex: 1, minHeight: 0 }}>
        {state.status === 'ready' ? (
          <PdfThumbnails doc={state.doc} pageSizes={state.pageSizes} currentPage={selected} onSelect={setSelected} width={150} layout="grid" />
        ) : (
          <PdfViewerStatus state={state} onPassword={() => undefined} />
        )}
      </Box>
    </Box>
  );
}

/** /test/pdfViewerDialog: the viewer in a dialog (full screen on a phone). */
export function TestPdfViewerDialogPage() {
  const { t } = useTranslation();
  const { source } = useTestSource();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Stack>
      <Heading page="testPdfViewerDialog" />
      <Group px="md">
        <Button leftSection={<IconFileTypePdf size={18} aria-hidden />} onClick={open}>
          {t('pdfViewer.openDialog')}
        </Button>
      </Group>
      <PdfViewerModal opened={opened} onClose={close} title={t('pdfViewer.sample')} source={source} />
    </Stack>
  );
}
