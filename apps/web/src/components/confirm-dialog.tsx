import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** A choice to make before confirming (a select), under the text. */
  children?: ReactNode;
}

/** A settings page's "are you sure" for what cannot be undone: Cancel takes the focus, the red button acts. */
export function ConfirmDialog({ opened, onClose, title, body, confirmLabel, busy, onConfirm, children }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="lg">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {body}
        </Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('account.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
