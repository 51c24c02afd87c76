import { Box, Modal, Text } from '@mantine/core';
import { useAppStore } from '../../lib/state/app-store';
import type { PdfViewerProps } from './pdf-viewer';
import { PdfViewer } from './pdf-viewer';

export interface PdfViewerModalProps extends PdfViewerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
}

/** The viewer in a dialog: large on a desktop, the whole screen on a phone. */
export function PdfViewerModal({ opened, onClose, title, ...viewer }: PdfViewerModalProps) {
  const isMobile = useAppStore((s) => s.isMobile);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={isMobile}
      size="min(1200px, 94vw)"
      padding={0}
      title={
        <Text fw={600} truncate maw={isMobile ? '70vw' : 900}>
          {title}
        </Text>
      }
      styles={{ header: { paddingInline: 16, minHeight: 52 }, body: { padding: 0 } }}
    >
      <Box h={isMobile ? 'calc(100dvh - 52px)' : 'calc(90vh - 52px)'}>{opened && <PdfViewer {...viewer} />}</Box>
    </Modal>
  );
}
