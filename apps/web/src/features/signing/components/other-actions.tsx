import { Button, Menu, Modal, Stack, Text } from '@mantine/core';
import { getSignerDocumentFile } from '@signet/contracts';
import type { SignerView } from '@signet/contracts';
import { IconChevronDown, IconClockPause, IconDots, IconFileText, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfViewerModal } from '../../../components/pdf-viewer/pdf-viewer-modal';
import { pdfSource } from '../../../lib/api/file-request';
import { useAppStore } from '../../../lib/state/app-store';
import type { SignerAct } from '../lib/signer-role';

type SignerDocument = SignerView['documents'][number];

interface OtherActionsProps {
  flowSignerId: string;
  documents: readonly SignerDocument[];
  act: SignerAct;
  /** Opens the decline (an approver's: reject) dialog, which the page keeps. */
  onDecline: () => void;
  compact?: boolean;
}

const LATER = {
  sign: { item: 'signing.common.signLater', title: 'signing.later.title' },
  approve: { item: 'signing.common.approveLater', title: 'signing.later.titleApprove' },
  fill: { item: 'signing.common.fillLater', title: 'signing.later.titleFill' },
} as const;

/** "Other actions": each document in the full viewer (search, thumbnails), Sign later, and Decline (with a reason). */
export function OtherActions({ flowSignerId, documents, act, onDecline, compact }: OtherActionsProps) {
  const { t } = useTranslation();
  const isMobile = useAppStore((state) => state.isMobile);
  const [laterOpen, setLaterOpen] = useState(false);
  const [viewing, setViewing] = useState<SignerDocument | null>(null);
  const source = useMemo(() => (viewing ? pdfSource(getSignerDocumentFile, { params: { flowSignerId, documentId: viewing.id } }) : null), [flowSignerId, viewing]);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            mih={44}
            px={compact ? 'sm' : undefined}
            aria-label={compact ? t('signing.common.otherActions') : undefined}
            rightSection={compact ? undefined : <IconChevronDown size={16} aria-hidden />}
            style={{ flexShrink: 0 }}
          >
            {compact ? <IconDots size={20} aria-hidden /> : t('signing.common.otherActions')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {documents.map((document) => (
            <Menu.Item key={String(document.id)} leftSection={<IconFileText size={18} aria-hidden />} onClick={() => setViewing(document)} mih={44}>
              {t('signing.common.openDocument', { name: document.name })}
            </Menu.Item>
          ))}
          {documents.length > 0 && <Menu.Divider />}
          <Menu.Item leftSection={<IconClockPause size={18} aria-hidden />} onClick={() => setLaterOpen(true)} mih={44}>
            {t(LATER[act].item)}
          </Menu.Item>
          <Menu.Item leftSection={<IconX size={18} aria-hidden />} color="red" onClick={onDecline} mih={44}>
            {act === 'approve' ? t('signing.common.reject') : t('signing.common.decline')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={laterOpen} onClose={() => setLaterOpen(false)} title={t(LATER[act].title)} fullScreen={isMobile}>
        <Stack gap="md">
          <Text>{t('signing.later.body')}</Text>
          <Text size="sm" c="dimmed">
            {t('signing.later.note')}
          </Text>
          <Button variant="default" mih={44} onClick={() => setLaterOpen(false)} style={{ alignSelf: 'flex-end' }}>
            {t('signing.later.ok')}
          </Button>
        </Stack>
      </Modal>
      {viewing && source && <PdfViewerModal opened onClose={() => setViewing(null)} title={viewing.name} source={source} pageSizes={viewing.pageSizes} />}
    </>
  );
}
